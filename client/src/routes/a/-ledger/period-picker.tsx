import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_NAMES, PRESETS, type Period } from './ledger-period';
import { DayField } from '../-staff/day-field';

interface Props {
  period: Period;
  asOf: string | undefined;
  today: string;
  onPeriod: (period: Period) => void;
  onAsOf: (asOf: string | undefined) => void;
}

/** The ledger's period (two hotel days, or a preset) and the moment it may be replayed to. */
export function PeriodPicker({ period, asOf, today, onPeriod, onAsOf }: Props) {
  const { t } = useTranslation('staff');
  const hintId = useId();
  const chosen = PRESET_NAMES.find((preset) => {
    const candidate = PRESETS[preset](today);
    return candidate.from === period.from && candidate.to === period.to;
  });
  return (
    // noValidate: a day cleared is not taken (the period keeps its last one), so Enter must not
    // bring the browser's bubble in its own language.
    <form
      className="staff-toolbar ledger-period"
      aria-label={t('ledger.period.label')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <DayField
        label={t('ledger.period.from')}
        required
        value={period.from}
        onChange={(day) => day && onPeriod({ ...period, from: day })}
      />
      <DayField
        label={t('ledger.period.to')}
        required
        value={period.to}
        onChange={(day) => day && onPeriod({ ...period, to: day })}
      />
      <div className="ledger-period__presets" role="group" aria-label={t('ledger.period.label')}>
        {PRESET_NAMES.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button button--ghost button--small"
            aria-pressed={preset === chosen}
            onClick={() => onPeriod(PRESETS[preset](today))}
          >
            {t(`ledger.period.${preset}`)}
          </button>
        ))}
      </div>
      <label className="field ledger-period__as-of">
        <span className="field__label">{t('ledger.period.asOf')}</span>
        <span className="ledger-period__as-of-input">
          <input
            type="datetime-local"
            className="field__input"
            value={asOf ?? ''}
            aria-describedby={hintId}
            onChange={(event) => onAsOf(event.target.value || undefined)}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!asOf}
            onClick={() => onAsOf(undefined)}
          >
            {t('ledger.period.clearAsOf')}
          </button>
        </span>
      </label>
      <p id={hintId} className="muted form-hint ledger-period__hint">
        {t('ledger.period.asOfHint')}
      </p>
    </form>
  );
}
