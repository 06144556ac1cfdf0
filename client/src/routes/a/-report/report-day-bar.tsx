import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { DayStepper } from '../-staff/day-stepper';
import { DownloadLink } from '../-staff/download-link';

/**
 * A report's day and what can be done with it: the day stepper, a print of the page, and the
 * report's CSV (`csvPath`, e.g. /api/reports/day/csv, in the reader's language; the browser
 * downloads it with the session cookie). Print and download wait while the day loads (`ready`).
 */
export function ReportDayBar({
  date,
  last,
  dayLabel,
  csvPath,
  ready,
  onChange,
}: {
  date: string;
  /** The latest day it may step to; none: any. */
  last?: string;
  dayLabel: string;
  csvPath: string;
  ready: boolean;
  onChange: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const csv = `${csvPath}?${new URLSearchParams({ date, l: currentLanguage(i18n) }).toString()}`;
  return (
    <DayStepper
      className="day-report__bar"
      date={date}
      last={last}
      labels={{ day: dayLabel, previous: t('report.previous'), next: t('report.next') }}
      onChange={onChange}
    >
      <span className="day-report__actions">
        <button type="button" className="button" disabled={!ready} onClick={() => window.print()}>
          {t('report.print')}
        </button>
        <DownloadLink className="button button--ghost" href={csv} ready={ready}>
          {t('report.download')}
        </DownloadLink>
      </span>
    </DayStepper>
  );
}
