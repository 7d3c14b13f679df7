import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { AGE_CONFIRMED_KEY } from '../../lib/session';

interface AgeGateProps {
  onConfirm: () => void;
}

/** PRODUCT.md section 5: confirm 18+ before browsing; remembered in localStorage once confirmed. */
export default function AgeGate({ onConfirm }: AgeGateProps) {
  const confirm = () => {
    localStorage.setItem(AGE_CONFIRMED_KEY, new Date().toISOString());
    onConfirm();
  };
  return (
    <Modal open closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered width={420} className="age-gate" title={null}>
      <div className="age-gate__body">
        <span className="age-gate__mark" aria-hidden>
          18+
        </span>
        <h2>Adults only</h2>
        <p>
          Bazaar contains classified ads for adults. By entering you confirm that you are <strong>18 years or older</strong> and that viewing such content is legal where you
          are.
        </p>
        <div className="age-gate__actions">
          <Button type="primary" size="large" block onClick={confirm} autoFocus>
            I am 18 or older, enter
          </Button>
          <Button size="large" block href="https://www.google.com/">
            Leave
          </Button>
        </div>
      </div>
    </Modal>
  );
}
