import { Link } from 'react-router-dom';
import { siteConfig } from '../../../lib/site-config';
import { LegalArticle } from './LegalArticle';

/** /terms&conditions */
export default function TermsPage() {
  const mail = siteConfig.supportEmail;
  return (
    <LegalArticle title="Terms & Conditions" updated="1 November 2026" description="The rules for using Bazaar, posting ads and paying for promotion.">
      <p>
        These terms govern your use of Bazaar, an online classified-ads marketplace for adults in India, operated by a company registered in Portugal (“Bazaar”, “we”, “us”). By browsing, creating an
        account or posting an ad you agree to them. If you do not agree, please do not use Bazaar.
      </p>

      <h2>1. Adults only</h2>
      <p>
        Bazaar is for people aged 18 or over. You must not use Bazaar, and must not appear in or be described by any ad, if you are under 18. We remove any ad that involves a minor and report it to
        the authorities.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Give your real name and an email address you control, and keep your password secret.</li>
        <li>You are responsible for everything done with your account. Tell us at once at {mail} if you think someone else has used it.</li>
        <li>We may suspend or close accounts that break these terms.</li>
      </ul>

      <h2>3. Posting ads</h2>
      <p>You may post ads only about yourself or a business you are entitled to represent. Every ad must be truthful and lawful. You must not post:</p>
      <ul>
        <li>anything involving a person under 18, or any person who has not consented to appear;</li>
        <li>offers of prostitution, trafficking or any service that is illegal in India, including under the Immoral Traffic (Prevention) Act, 1956 and the Bharatiya Nyaya Sanhita, 2023;</li>
        <li>explicit sexual images, hate speech, threats, or content that infringes someone else’s copyright, trademark or privacy;</li>
        <li>spam, duplicate ads, misleading prices or contact details, or ads in the wrong category;</li>
        <li>requests for advance payments, OTPs, bank or card details.</li>
      </ul>
      <p>
        You keep the rights in what you post and give us a non-exclusive, royalty-free licence to host, display, resize and promote it on Bazaar for as long as the ad is online. Photos are re-encoded
        and their hidden metadata (such as GPS location) removed.
      </p>

      <h2>4. Moderation and reports</h2>
      <p>
        New ads stay inactive until you post them for free or promote them. Our moderators may deactivate or remove any ad, at any time and without notice, if we believe it breaks these terms or the
        law. Anyone can report an ad with the “Report ad” button; we review reports promptly.
      </p>

      <h2>5. Wallet, payments and promotion</h2>
      <ul>
        <li>All prices are in Indian rupees (₹) and include applicable taxes unless stated otherwise.</li>
        <li>
          You top up your wallet by paying our UPI QR code and submitting the UPI transaction reference. The amount is credited after we have matched the payment with our bank statement; a payment
          that cannot be matched is rejected.
        </li>
        <li>
          Wallet balance can be spent only on Bazaar promotion packages. It cannot be transferred or withdrawn, except where the law requires a refund. Write to
          {` ${mail}`} within 30 days about any payment problem.
        </li>
        <li>A promotion places your ad above non-promoted ads for the package’s duration, and first during your chosen time slot (India time). We do not guarantee any number of views or replies.</li>
        <li>Promotions of ads removed for breaking these terms are not refunded.</li>
        <li>One ad can be activated for free per account every 24 hours, for a limited period.</li>
      </ul>

      <h2>6. Dealing with other users</h2>
      <p>
        Bazaar only publishes ads; we are not a party to any contact or arrangement between users, and we do not check the identity of advertisers. Be careful: never pay in advance, meet in public
        places and tell someone you trust where you are going.
      </p>

      <h2>7. Liability</h2>
      <p>
        Bazaar is provided “as is”. To the extent the law allows, we are not liable for ads posted by users, for losses arising from dealings between users, or for interruptions of the service.
        Nothing in these terms limits liability that cannot be limited by law, including your rights as a consumer.
      </p>

      <h2>8. Copyright complaints</h2>
      <p>If you believe an ad infringes your rights, write to {mail} with a link to the ad and proof of your rights; we will act promptly.</p>

      <h2>9. Changes and law</h2>
      <p>
        We may update these terms; the date above shows the latest version, and we will tell account holders of important changes by email. These terms are governed by the laws of Portugal, without
        depriving you of the protection of the mandatory laws of India where you live.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions? Write to <a href={`mailto:${mail}`}>{mail}</a>. How we handle your personal data is described in our <Link to="/privacy&policy">Privacy Policy</Link>.
      </p>
    </LegalArticle>
  );
}
