import type { OptionsView } from '@hotel/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../dialog';
import { CheckFields } from '../-staff/check-fields';
import { optionsChangeFilters, saveOptionsMutation } from '../-staff/queries';
import { OutcomeNotice } from '../-staff/outcome-notice';
import { useStaffAccess } from '../-staff/staff-access';
import { useMarkStale } from '../-staff/use-mark-stale';
import { useOutcome } from '../-staff/use-outcome';
import { useDraftVersion } from '../-staff/use-draft-version';
import { fieldRefusalOf, refusalFor, type FieldRefusal } from '../../../components/field-refusal';
import { InputField } from '../../../components/field';
import { SubmitButton } from '../../../components/form-actions';
import {
  changedOptions,
  CHILDREN,
  draftOf,
  NUMBER_FIELDS,
  NUMBERS,
  SWITCHES,
  TERMS,
  type OptionsDraft,
} from './options-draft';

/** The fields a refusal may name, which the form shows it by. */
const REFUSABLE: readonly string[] = [...NUMBER_FIELDS.map(({ key }) => key), 'last_book_number'];

type HintedKey = (typeof NUMBER_FIELDS)[number]['key'] | 'last_book_number';

/**
 * The fields whose value means more than its number, said to staff who only read the options:
 * the limits to type within, the rest of a manager's hints, are no business of theirs.
 */
const DESCRIBED = [
  'max_pending_per_address',
  'max_same_stay_per_address',
  'expired_hold_wait_minutes',
  'last_book_number',
  'booking_closes_days',
  'online_share_percent',
  'guest_refund_percent',
  'foreign_guest_tax',
  'child_free_under_age',
  'adult_from_age',
  'foreign_child_price',
] as const;

const described = (key: HintedKey): key is (typeof DESCRIBED)[number] =>
  (DESCRIBED as readonly string[]).includes(key);

/**
 * The options form: the payment switches, the booking price (TMT, at
 * least 0), the payment time (5 to 20 minutes), the last book number (text), and how many unpaid
 * bookings an account may hold; and the booking terms the terms page states (days before arrival
 * online booking closes, the share paid online, the share a guest's cancel refunds, the foreigners'
 * nightly tax in TMT); and who pays as a child (the ages children stay free under and pay as adults
 * from, a foreign child's nightly price). Save sends the changed fields only after a confirm; declining
 * says the changes were not confirmed; the form is disabled while saving. Only the manager may
 * change the options: anyone else reads them in the disabled form, with nothing to save and hints
 * that say what a value means rather than what to type.
 */
export function SettingsForm({ options }: { options: OptionsView }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const { trpc } = useRouteContext({ from: '/a' });
  const manager = useStaffAccess('manager');
  const markStale = useMarkStale();
  const dialog = useDialog();
  const [draft, setDraft] = useState<OptionsDraft>(draftOf(options));
  const { outcome, clear, notice, fail } = useOutcome();
  // The version the draft was made from, not the one a live refresh shows since.
  const read = useDraftVersion(options.version);
  const save = useMutation({
    ...saveOptionsMutation(trpc),
    onSuccess: async ({ message, data }) => {
      if (data) setDraft(draftOf(data));
      notice(message);
      await markStale(optionsChangeFilters(trpc));
    },
    onError: async (error) => {
      // A refusal naming a field (the age bands, a number's limits) is said by it.
      const byField = fieldRefusalOf(error, REFUSABLE, common);
      setRefusal(byField);
      if (!byField) fail(error);
      // Refused as saved by someone since it was read: the form compares with the options as they
      // are now, keeps what was typed, and its next save is sent from the fresh version.
      await markStale(optionsChangeFilters(trpc));
    },
  });

  const changes = changedOptions(draft, options);
  const changed = Object.keys(changes).length;
  const set = <K extends keyof OptionsDraft>(key: K, value: OptionsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setRefusal(null);
    if (!(await dialog.confirm(t('settings.confirm')))) {
      notice(t('settings.notConfirmed'));
      return;
    }
    save.mutate({ ...changes, version: read.version }, { onSettled: read.settled });
  };

  // The manager is told what to type; anyone else reads what the value means, if anything.
  const hintOf = (key: HintedKey) =>
    manager
      ? t(`settings.field.${key}Hint`)
      : described(key)
        ? t(`settings.readHint.${key}`)
        : undefined;

  /** A number with its limits (the browser's own checks), its label and its hint. */
  const numberField = ({ key, ...limits }: (typeof NUMBER_FIELDS)[number]) => (
    <InputField
      key={key}
      label={t(`settings.field.${key}`)}
      hint={hintOf(key)}
      hintClassName="muted form-hint"
      error={refusalFor(refusal, key)}
      alert
      type="number"
      inputMode={limits.step < 1 ? 'decimal' : 'numeric'}
      {...limits}
      value={draft[key]}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    // The server checks every value and names the field it refuses, in the staff's language.
    <form className="form settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="settings-form__body" disabled={save.isPending || !manager}>
        <section className="settings-card">
          <h2>{t('settings.payments')}</h2>
          <CheckFields
            keys={SWITCHES}
            checked={(key) => draft[key]}
            label={(key) => t(`settings.field.${key}`)}
            onChange={set}
          />
        </section>
        <section className="settings-card">
          <h2>{t('settings.numbers')}</h2>
          <div className="form-grid">
            {NUMBERS.map(numberField)}
            <InputField
              label={t('settings.field.last_book_number')}
              hint={hintOf('last_book_number')}
              hintClassName="muted form-hint"
              error={refusalFor(refusal, 'last_book_number')}
              alert
              type="text"
              inputMode="numeric"
              value={draft.last_book_number}
              onChange={(value) => set('last_book_number', value)}
            />
          </div>
        </section>
        <section className="settings-card">
          <h2>{t('settings.terms')}</h2>
          <p className="muted">{t('settings.termsIntro')}</p>
          <div className="form-grid">{TERMS.map(numberField)}</div>
        </section>
        <section className="settings-card">
          <h2>{t('settings.children')}</h2>
          <p className="muted">{t('settings.childrenIntro')}</p>
          <div className="form-grid">{CHILDREN.map(numberField)}</div>
        </section>
      </fieldset>
      <OutcomeNotice outcome={outcome} />
      {manager && (
        <div className="form__actions form__actions--split">
          <span className="muted">
            {changed ? t('settings.changed', { count: changed }) : t('settings.unchanged')}
          </span>
          <span className="form__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={!changed || save.isPending}
              onClick={() => setDraft(draftOf(options))}
            >
              {t('settings.reset')}
            </button>
            <SubmitButton
              busy={save.isPending}
              disabled={!changed}
              labels={{ submit: t('settings.save'), submitting: t('settings.saving') }}
            />
          </span>
        </div>
      )}
    </form>
  );
}
