import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { useSiteContacts } from './use-site-contacts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter() {
  const { t } = useTranslation();
  // Site contact data, as the server is configured.
  const contacts = useSiteContacts();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div>
          <p className="site-footer__brand">
            <img src="/images/logo.svg" alt="" width={32} height={32} />
            {t('brand.name')} · {t('brand.tagline')}
          </p>
          <p className="site-footer__about">{t('footer.about')}</p>
          {contacts && (
            <p className="site-footer__address">
              <Icon name="pin" size={18} /> {contacts.address}
            </p>
          )}
        </div>
        <address className="site-footer__contacts">
          <h2 className="site-footer__heading">{t('footer.contacts')}</h2>
          {contacts?.phones.map((phone) => (
            <a key={phone} href={telHref(phone)}>
              <Icon name="phone" size={18} label={t('footer.phone')} /> {phone}
            </a>
          ))}
          {contacts?.fax && (
            <span>
              <Icon name="fax" size={18} label={t('footer.fax')} /> {t('footer.fax')}:{' '}
              {contacts.fax}
            </span>
          )}
          {contacts && (
            <a href={`mailto:${contacts.email}`}>
              <Icon name="mail" size={18} label={t('footer.email')} /> {contacts.email}
            </a>
          )}
        </address>
      </div>
      <p className="site-footer__copy container">
        © {year} {t('brand.name')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
