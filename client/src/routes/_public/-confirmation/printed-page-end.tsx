import { Link } from '@tanstack/react-router';
import { useSiteContacts } from '../../../components/use-site-contacts';

/**
 * The end of a printed booking page (the confirmation, the invoice): the hotel's address, phones
 * and e-mail on paper, then the print and back buttons, which print media hides (confirmation.css).
 */
export function PrintedPageEnd({ print, back }: { print: string; back: string }) {
  const contacts = useSiteContacts();
  return (
    <>
      {contacts && (
        <footer className="confirmation__contacts">
          <p>{contacts.address}</p>
          <p>{[...contacts.phones, contacts.email].filter(Boolean).join(' · ')}</p>
        </footer>
      )}
      <div className="confirmation__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {print}
        </button>
        <Link to="/profile" className="button button--ghost">
          {back}
        </Link>
      </div>
    </>
  );
}
