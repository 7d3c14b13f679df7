import { Link } from 'react-router-dom';
import { siteConfig } from '../../../lib/site-config';
import { LegalArticle } from './LegalArticle';

/** /privacy&policy: the seed's privacy statement (controller: a Portuguese company; contact by e-mail). */
export default function PrivacyPage() {
  const mail = siteConfig.supportEmail;
  return (
    <LegalArticle title="Privacy Policy" updated="1 November 2026" description="What personal data Bazaar collects, why, and your rights.">
      <p>
        This statement explains how your personal data is handled when you use Bazaar. The data controller is the company that operates Bazaar, registered in Portugal (“we”, “us”). We process personal
        data in line with the EU General Data Protection Regulation (GDPR) and India’s Digital Personal Data Protection Act, 2023. You can reach us, and our data protection contact, at{' '}
        <a href={`mailto:${mail}`}>{mail}</a>.
      </p>

      <h2>1. What we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your full name, email address and a securely hashed password.
        </li>
        <li>
          <strong>Ad content:</strong> title, description, category, city, age, phone number and photos you post. Photos are re-encoded and stripped of metadata such as GPS location.
        </li>
        <li>
          <strong>Payment data:</strong> top-up amounts, your UPI ID and the UPI transaction reference you submit, and your wallet history. We never see your UPI PIN or bank credentials.
        </li>
        <li>
          <strong>Reports:</strong> the reason and details you give when you report an ad.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type, pages requested and error logs, kept for security and to fix problems.
        </li>
        <li>
          <strong>On your device:</strong> your browser stores your login token, email and name (so you stay logged in) and that you confirmed you are 18 or older. We use no advertising or tracking
          cookies.
        </li>
      </ul>

      <h2>2. Why we use it, and on what basis</h2>
      <ul>
        <li>To run your account, publish your ads and provide the wallet and promotions (performance of our contract with you).</li>
        <li>To verify payments, keep accounting records and answer lawful requests from authorities (legal obligation).</li>
        <li>To keep Bazaar safe: moderation, fraud and abuse prevention, rate limiting and protecting minors (legitimate interests and legal obligation).</li>
        <li>To answer your messages to support (legitimate interests).</li>
      </ul>
      <p>The phone number, photos and text of an active ad are public by design: anyone who views the ad can see them. Remove the ad to stop publishing them.</p>

      <h2>3. Who we share it with</h2>
      <p>
        We do not sell personal data. We share it only with service providers that host and operate Bazaar for us under contract (hosting, storage, email), with banks and payment providers to verify
        payments, and with police or courts when the law requires it, in particular to protect minors or investigate crime.
      </p>

      <h2>4. International transfers</h2>
      <p>
        Bazaar serves users in India and is operated from the European Union. Where data moves between India, the EU and our providers’ countries, we protect it with the safeguards the law requires,
        such as the European Commission’s standard contractual clauses.
      </p>

      <h2>5. How long we keep it</h2>
      <ul>
        <li>Ads: while they are online, and up to 90 days after expiry or deletion in backups and moderation records.</li>
        <li>Accounts: until you delete your account (on your profile page), when your ads, photos and personal data are deleted at once, except what we must keep.</li>
        <li>Payment records: as long as tax and accounting law requires (up to 10 years).</li>
        <li>Technical logs: up to 90 days, unless needed for a security investigation.</li>
      </ul>

      <h2>6. Your rights</h2>
      <p>
        You may access, correct or delete your personal data, restrict or object to its processing, and receive a copy in a portable format. On your <Link to="/profile">profile page</Link> you can
        correct your details, download everything we hold about you as a JSON file, turn off mails that are not essential, and delete your account yourself. For anything else, write to{' '}
        <a href={`mailto:${mail}`}>{mail}</a> from the email address of your account; we answer within 30 days. You may also complain to the Portuguese data protection authority (Comissão Nacional de
        Proteção de Dados, CNPD) or to the Data Protection Board of India.
      </p>

      <h2>7. Children</h2>
      <p>Bazaar is only for adults. We do not knowingly collect data about anyone under 18, and we delete it and the related ads as soon as we learn of it.</p>

      <h2>8. Security</h2>
      <p>
        Passwords are hashed, connections are encrypted, and access to personal data is limited to staff who need it. No system is perfectly secure: keep your password private and log out on shared
        devices.
      </p>

      <h2>9. Changes</h2>
      <p>
        We may update this statement; the date above shows the current version. See also our <Link to="/terms&conditions">Terms & Conditions</Link>.
      </p>
    </LegalArticle>
  );
}
