import type { PromoCodeView } from '@hotel/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHotelDate } from '../../../lib/format';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { QueryState } from '../-staff/query-state';
import { anyDateMissing, StaffDateField } from '../-staff/staff-date-field';
import { TableFrame } from '../-staff/table-frame';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { FormActions } from '../../../components/form-actions';
import { useFormChecks } from '../../../components/field-refusal';

/** The create form as typed: texts, so a refusal leaves every field as it was. */
interface PromoDraft {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  arrivalFrom: string;
  arrivalTo: string;
  maxUses: string;
}

const EMPTY: PromoDraft = {
  code: '',
  kind: 'percent',
  value: '',
  arrivalFrom: '',
  arrivalTo: '',
  maxUses: '',
};

/**
 * The promotion codes below the rate calendar (docs/rates.md "Promotion codes"): every code with
 * its uses and the discounts given, and for a manager the create form and Disable. The server
 * checks every value and the manager's role again, and names what it refuses.
 */
export function PromoCodes({ manager }: { manager: boolean }) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const codes = useQuery(trpc.staffPromoCodes.list.queryOptions());
  const [draft, setDraft] = useState<PromoDraft>(EMPTY);
  const { outcome, clear, notice, fail, reportThenRefresh } = useOutcome();
  // The audit timeline lists every create and disable.
  const changed = () =>
    markStale([trpc.staffPromoCodes.pathFilter(), trpc.staffAudit.pathFilter()]);
  // Created with an arrival date left empty: said by that field, which takes the focus; nothing sent.
  const { form, checked, failed, reset } = useFormChecks();
  const create = useMutation(
    trpc.staffPromoCodes.create.mutationOptions({
      onSuccess: async ({ message }) => {
        notice(message);
        // The emptied form is for the next code: its dates are not said missing before it is sent.
        reset();
        setDraft(EMPTY);
        await changed();
      },
      onError: fail,
    }),
  );
  const disable = useMutation(
    trpc.staffPromoCodes.disable.mutationOptions(reportThenRefresh(changed)),
  );
  const set = <K extends keyof PromoDraft>(key: K, value: PromoDraft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  // The discount and the most uses: typed as text, which the server reads as numbers.
  const numberField = (key: 'value' | 'maxUses', inputMode: 'decimal' | 'numeric') => (
    <label className="field">
      <span className="field__label">{t(`rates.promo.${key}`)}</span>
      <input
        className="field__input"
        inputMode={inputMode}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (anyDateMissing([draft.arrivalFrom, draft.arrivalTo])) return failed();
    create.mutate({
      code: draft.code,
      ...(draft.kind === 'percent' ? { percent: draft.value } : { amount: draft.value }),
      arrival_from: draft.arrivalFrom,
      arrival_to: draft.arrivalTo,
      ...(draft.maxUses.trim() === '' ? {} : { max_uses: draft.maxUses }),
    });
  };

  return (
    <section className="rates__promo" aria-labelledby="promo-codes">
      <h2 id="promo-codes">{t('rates.promo.title')}</h2>
      <p className="muted">{t('rates.promo.intro')}</p>
      <QueryState error={codes.error} pending={codes.isPending} />
      {codes.data?.length === 0 && <p className="muted">{t('rates.promo.empty')}</p>}
      {codes.data && codes.data.length > 0 && (
        <PromoTable
          codes={codes.data}
          manager={manager}
          busy={disable.isPending}
          onDisable={(id) => disable.mutate({ id })}
        />
      )}
      {manager && (
        <form ref={form} className="form" noValidate onSubmit={submit}>
          <fieldset className="form-grid" disabled={create.isPending}>
            <label className="field">
              <span className="field__label">{t('rates.promo.code')}</span>
              <input
                className="field__input"
                value={draft.code}
                maxLength={20}
                autoComplete="off"
                onChange={(event) => set('code', event.target.value)}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('rates.promo.kind')}</span>
              <select
                className="field__input"
                value={draft.kind}
                onChange={(event) => set('kind', event.target.value as PromoDraft['kind'])}
              >
                <option value="percent">{t('rates.promo.percent')}</option>
                <option value="amount">{t('rates.promo.amount')}</option>
              </select>
            </label>
            {numberField('value', 'decimal')}
            <StaffDateField
              label={t('rates.promo.arrivalFrom')}
              value={draft.arrivalFrom}
              onChange={(value) => set('arrivalFrom', value)}
              missing={checked && t('rates.promo.arrivalFromMissing')}
            />
            <StaffDateField
              label={t('rates.promo.arrivalTo')}
              value={draft.arrivalTo}
              onChange={(value) => set('arrivalTo', value)}
              missing={checked && t('rates.promo.arrivalToMissing')}
            />
            {numberField('maxUses', 'numeric')}
          </fieldset>
          <FormActions busy={create.isPending} labels={{ submit: t('rates.promo.create') }} />
        </form>
      )}
      <OutcomeNotice outcome={outcome} />
    </section>
  );
}

interface TableProps {
  codes: readonly PromoCodeView[];
  manager: boolean;
  busy: boolean;
  onDisable: (id: number) => void;
}

/** The codes, the newest first: discount, arrival dates, live uses, discounts given, state. */
function PromoTable({ codes, manager, busy, onDisable }: TableProps) {
  const { t } = useTranslation('staff');
  return (
    // In the staff tables' frame: on a phone the table scrolls in it, not the page.
    <TableFrame caption={t('rates.promo.title')}>
      <thead>
        <tr>
          {(['code', 'discount', 'arrivals', 'uses', 'discounts', 'state'] as const).map((key) => (
            <th key={key} scope="col">
              {t(`rates.promo.columns.${key}`)}
            </th>
          ))}
          {manager && <td className="data-table__action" />}
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id}>
            <th scope="row">{code.code}</th>
            <td>
              {code.percent !== null
                ? t('rates.promo.percentValue', { value: code.percent })
                : t('rates.promo.amountValue', { value: code.amount })}
            </td>
            <td>
              {formatHotelDate(code.arrival_from)} — {formatHotelDate(code.arrival_to)}
            </td>
            <td>
              {code.max_uses === null
                ? code.uses
                : t('rates.promo.usesOf', { uses: code.uses, max: code.max_uses })}
            </td>
            <td>{code.discounts}</td>
            <td>{t(code.disabled ? 'rates.promo.disabled' : 'rates.promo.active')}</td>
            {manager && (
              <td className="data-table__action">
                {!code.disabled && (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    aria-label={t('rates.promo.disableLabel', { code: code.code })}
                    onClick={() => onDisable(code.id)}
                  >
                    {t('rates.promo.disable')}
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
