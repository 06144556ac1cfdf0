import type { FolioView } from '@hotel/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { formatAmount, formatHotelDate } from '../lib/format';
import { ColumnHeads } from './column-heads';
import './folio-table.css';

/**
 * A booking's folio as a table (the staff dialog and the guest's printable invoice): each line
 * dated, what it is (a night, an extra by its name, a payment by its way), who posted it when
 * `showBy`, and the amount; then the charges, paid, refunded and the balance due or owed.
 */
export function FolioTable({ folio, showBy = false }: { folio: FolioView; showBy?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const money = (amount: number) => formatAmount(amount, language);
  if (folio.lines.length === 0) return <p className="muted">{t('folio.empty')}</p>;
  const balanceLabel =
    folio.balance > 0
      ? t('folio.balance')
      : folio.balance < 0
        ? t('folio.credit')
        : t('folio.settled');
  return (
    <div className="folio">
      <table className="folio__lines">
        <ColumnHeads
          columns={[
            { label: t('folio.date') },
            { label: t('folio.item') },
            showBy && { label: t('folio.by'), className: 'folio__by' },
            { label: t('folio.amount'), className: 'folio__amount' },
          ]}
        />
        <tbody>
          {folio.lines.map((line, index) => (
            <tr key={index} className={`folio__line folio__line--${line.kind}`}>
              <td>{formatHotelDate(line.date) ?? line.date}</td>
              <td>
                {t(`folio.kind.${line.kind}`)}
                {/* A one-click charge in the reader's language; a typed one as staff typed it. */}
                {line.charge
                  ? `: ${t(`folio.charge.${line.charge}`)}`
                  : line.description && `: ${line.description}`}
                {line.method && ` (${t(`folio.method.${line.method}`)})`}
                {/* On a phone the person shows here, not in a column of their own (the CSS). */}
                {showBy && <span className="folio__by-inline">{line.by}</span>}
              </td>
              {showBy && <td className="folio__by">{line.by}</td>}
              {/* Money paid in shows as it reduces what is owed. */}
              <td className="folio__amount">
                {money(line.kind === 'payment' ? -line.amount : line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="folio__totals">
        <div>
          <dt>{t('folio.total')}</dt>
          <dd>{money(folio.total)} TMT</dd>
        </div>
        <div>
          <dt>{t('folio.paid')}</dt>
          <dd>{money(folio.paid)} TMT</dd>
        </div>
        {folio.refunded > 0 && (
          <div>
            <dt>{t('folio.refunded')}</dt>
            <dd>{money(folio.refunded)} TMT</dd>
          </div>
        )}
        <div
          className={`folio__balance${folio.balance === 0 ? '' : folio.balance > 0 ? ' folio__balance--due' : ' folio__balance--credit'}`}
        >
          <dt>{balanceLabel}</dt>
          <dd>{money(Math.abs(folio.balance))} TMT</dd>
        </div>
      </dl>
    </div>
  );
}
