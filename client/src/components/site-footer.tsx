import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** Site contact data shown in the footer (specification, point 1). */
const CONTACTS = {
  phones: ['+993 243 4-12-20', '+993 243 4-12-21'],
  fax: '+993 243 4-12-25',
  email: 'info@hazar-yachtclub.tm',
} as const;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter() {
  const { t } = useTranslation();
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
          <p className="site-footer__address">
            <Icon name="pin" size={18} /> {t('footer.address')}
          </p>
        </div>
        <address className="site-footer__contacts">
          <h2 className="site-footer__heading">{t('footer.contacts')}</h2>
          {CONTACTS.phones.map((phone) => (
            <a key={phone} href={telHref(phone)}>
              <Icon name="phone" size={18} label={t('footer.phone')} /> {phone}
            </a>
          ))}
          <span>
            <Icon name="fax" size={18} label={t('footer.fax')} /> {t('footer.fax')}: {CONTACTS.fax}
          </span>
          <a href={`mailto:${CONTACTS.email}`}>
            <Icon name="mail" size={18} label={t('footer.email')} /> {CONTACTS.email}
          </a>
        </address>
      </div>
      <p className="site-footer__copy container">
        © {year} {t('brand.name')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
