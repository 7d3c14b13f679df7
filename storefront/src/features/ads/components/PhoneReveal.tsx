import Button from 'antd/es/button';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { useState } from 'react';
import { nationalNumber } from '../../../lib/validation';

function masked(phone: string): string {
  const digits = nationalNumber(phone);
  return `${digits.slice(0, 2)}XXXXXX${digits.slice(-2)}`;
}

/** The number stays hidden until the visitor asks for it (keeps casual scrapers and shoulder-surfers out). */
export function PhoneReveal({ phone, title }: { phone: string; title: string }) {
  const [revealed, setRevealed] = useState(false);
  const digits = nationalNumber(phone);
  if (!revealed) {
    return (
      <div className="contact">
        <span className="contact__number">+91 {masked(phone)}</span>
        <Button type="primary" size="large" block icon={<EyeOutlined />} onClick={() => setRevealed(true)}>
          Show phone number
        </Button>
      </div>
    );
  }
  const greeting = encodeURIComponent(`Hi, I saw your ad "${title}" on Bazaar.`);
  return (
    <div className="contact">
      <a className="contact__number" href={`tel:+91${digits}`}>
        +91 {digits.slice(0, 5)} {digits.slice(5)}
      </a>
      <div className="contact__actions">
        <Button type="primary" size="large" icon={<PhoneOutlined />} href={`tel:+91${digits}`}>
          Call
        </Button>
        <Button size="large" className="contact__whatsapp" icon={<WhatsAppOutlined />} href={`https://wa.me/91${digits}?text=${greeting}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </Button>
      </div>
    </div>
  );
}
