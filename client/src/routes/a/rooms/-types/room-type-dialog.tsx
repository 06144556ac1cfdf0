import type { Language, LocalizedText, RoomTypeEditView } from '@hotel/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { Modal } from '../../../../components/modal';
import { currentLanguage } from '../../../../i18n';
import { roomTypeChangeFilters, saveRoomTypeMutation } from '../../-staff/queries';
import { OutcomeNotice, type Outcome } from '../../-staff/outcome-notice';
import {
  fieldRefusalOf,
  refusalFor,
  type FieldRefusal,
} from '../../../../components/field-refusal';
import { ImagesDialog } from './images-dialog';
import { nameIn, nextLanguage } from './room-type-name';
import { InputField } from '../../../../components/field';
import { OptionSelectField } from '../../-staff/option-select-field';
import { useDraftVersion } from '../../-staff/use-draft-version';
import { useMarkStale } from '../../-staff/use-mark-stale';
import { editTexts } from '../../-staff/dialog-submit-row';
import { SubmitButton } from '../../../../components/form-actions';

/** The form's values: numbers as typed, so an emptied field reaches the server as '' (its default). */
interface Draft {
  name: LocalizedText;
  capacity: string;
  rooms_count: string;
  room_price: string;
  discount: string;
  discount_status: 0 | 1;
  status: 0 | 1;
  base_occupancy: string;
  extra_adult_price: string;
  child_price: string;
}

const EMPTY: Draft = {
  name: { tm: '', ru: '', en: '' },
  capacity: '',
  rooms_count: '',
  room_price: '',
  discount: '',
  discount_status: 0,
  status: 0,
  base_occupancy: '',
  extra_adult_price: '',
  child_price: '',
};

const draftOf = (roomType: RoomTypeEditView): Draft => ({
  name: { ...roomType.name },
  capacity: String(roomType.capacity),
  rooms_count: String(roomType.rooms_count),
  room_price: String(roomType.room_price),
  discount: String(roomType.discount),
  discount_status: roomType.discount_status,
  status: roomType.status,
  // The price covering the whole capacity is the emptied field (stored null): it then follows the
  // capacity, so lowering the capacity is not refused for a base occupancy nobody chose.
  base_occupancy:
    roomType.base_occupancy >= roomType.capacity ? '' : String(roomType.base_occupancy),
  extra_adult_price: String(roomType.extra_adult_price),
  child_price: String(roomType.child_price),
});

interface Props {
  /** The room type as the latest refresh has it; null for a new one not saved yet. */
  roomType: RoomTypeEditView | null;
  onSaved: (roomType: RoomTypeEditView) => void;
  onClose: () => void;
}

/**
 * The room type's edit dialog: the name in one language at a time with a
 * switcher cycling tm, ru, en; capacity, rooms, price, discount and its switch, status; the prices
 * by guest (the guests the price includes, an extra adult's and a child's nightly price, docs/rates.md
 * "Prices by guest"); and the images sub-dialog. Emptied numbers take the specification's defaults
 * on the server (capacity and rooms 1, price and discount 0; the base occupancy the capacity, the
 * guests' prices 0), which the saved values then show.
 */
export function RoomTypeDialog({ roomType, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const [draft, setDraft] = useState<Draft>(roomType ? draftOf(roomType) : EMPTY);
  const [nameLanguage, setNameLanguage] = useState<Language>(currentLanguage(i18n));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const [imagesOpen, setImagesOpen] = useState(false);
  const markStale = useMarkStale();
  const refresh = () => markStale(roomTypeChangeFilters(trpc));
  const save = useMutation({
    ...saveRoomTypeMutation(trpc),
    onSuccess: async ({ message, data }) => {
      // The form shows the room type as stored (the defaults of emptied fields included) together
      // with the message; the list is refreshed before a new type's dialog turns into its own.
      if (data) setDraft(draftOf(data));
      setOutcome({ ok: true, text: message });
      await refresh();
      if (data) onSaved(data);
    },
    onError: async (error) => {
      // A refusal naming one of the number fields is said by it; the draft stays as typed.
      const byField = fieldRefusalOf(error, NUMBER_KEYS, common);
      setRefusal(byField);
      if (!byField) setOutcome({ ok: false, text: apiErrorMessage(error, common) });
      // Refused as saved by someone since it was read: the list shows it as it is now, the form
      // keeps what was typed, and its next save is sent from the fresh version.
      await refresh();
    },
  });

  // The version the draft was made from (a new type's, once saved), not a live refresh's since.
  const read = useDraftVersion(roomType?.version ?? save.data?.data?.version);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setRefusal(null);
    save.mutate(
      { ...draft, id: roomType?.id ?? save.data?.data?.id ?? null, version: read.version },
      { onSettled: read.settled },
    );
  };

  const language = currentLanguage(i18n);
  const shownName = roomType ? nameIn(roomType.name, language) || t('roomTypes.unnamed') : null;
  const languageName = (code: Language) => t(`roomTypes.dialog.language.${code}`);
  const labels = editTexts(t, 'roomTypes.dialog');
  const numberField = (key: NumberKey, label: string, limits: NumberLimits) => (
    <InputField
      key={key}
      label={label}
      error={refusalFor(refusal, key)}
      alert
      type="number"
      inputMode={limits.step ? 'decimal' : 'numeric'}
      min={limits.min}
      max={limits.max}
      step={limits.step ?? 1}
      // Emptied, the base occupancy is the capacity: the placeholder shows the one typed.
      placeholder={limits.fallback === 'capacity' ? draft.capacity || '1' : String(limits.fallback)}
      value={draft[key]}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <Modal
      title={
        shownName
          ? t('roomTypes.dialog.title', { name: shownName })
          : t('roomTypes.dialog.titleNew')
      }
      // While the images sub-dialog is open, Escape closes only it.
      onClose={imagesOpen ? () => undefined : onClose}
      className="room-type-dialog"
    >
      {/* The server checks every value and names the field it refuses, in the staff's language. */}
      <form className="form" noValidate onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="room-type-name">
            {t('roomTypes.dialog.name', { language: nameLanguage.toUpperCase() })}
          </label>
          <div className="name-field">
            <input
              id="room-type-name"
              lang={nameLanguage === 'tm' ? 'tk' : nameLanguage}
              className="field__input"
              maxLength={200}
              value={draft.name[nameLanguage]}
              onChange={(event) =>
                set('name', { ...draft.name, [nameLanguage]: event.target.value })
              }
            />
            <button
              type="button"
              className="button button--ghost name-field__language"
              aria-label={t('roomTypes.dialog.nextLanguage', {
                language: languageName(nameLanguage),
                next: languageName(nextLanguage(nameLanguage)),
              })}
              onClick={() => setNameLanguage(nextLanguage(nameLanguage))}
            >
              {nameLanguage.toUpperCase()}
            </button>
          </div>
        </div>
        <div className="form-grid">
          {NUMBER_FIELDS.map((field) =>
            numberField(field.key, t(`roomTypes.dialog.${field.label}`), field),
          )}
          <OptionSelectField
            label={t('roomTypes.dialog.status')}
            options={[
              { value: 1 as const, text: t('roomTypes.status.on') },
              { value: 0 as const, text: t('roomTypes.status.off') },
            ]}
            value={draft.status}
            onChange={(status) => set('status', status)}
          />
          <label className="check-field">
            <input
              type="checkbox"
              checked={draft.discount_status === 1}
              onChange={(event) => set('discount_status', event.target.checked ? 1 : 0)}
            />
            {t('roomTypes.dialog.discountStatus')}
          </label>
        </div>
        <p className="muted form-hint">{t('roomTypes.dialog.defaults')}</p>
        <OutcomeNotice outcome={outcome} />
        <div className="form__actions form__actions--split">
          {roomType ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setImagesOpen(true)}
            >
              {t('roomTypes.dialog.images', { count: roomType.images.length })}
            </button>
          ) : (
            <span className="muted form-hint">{t('roomTypes.dialog.imagesAfterSave')}</span>
          )}
          <span className="form__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {labels.cancel}
            </button>
            <SubmitButton busy={save.isPending} labels={labels} />
          </span>
        </div>
      </form>
      {imagesOpen && roomType && (
        <ImagesDialog
          roomType={roomType}
          name={shownName ?? ''}
          onClose={() => setImagesOpen(false)}
        />
      )}
    </Modal>
  );
}

type NumberKey =
  | 'capacity'
  | 'rooms_count'
  | 'room_price'
  | 'discount'
  | 'base_occupancy'
  | 'extra_adult_price'
  | 'child_price';

interface NumberLimits {
  min: number;
  max?: number;
  /** A decimal field's step (money); whole numbers otherwise. */
  step?: number;
  /** What the server takes for the emptied field, shown as the placeholder. */
  fallback: number | 'capacity';
}

/** The number fields in the form's order, each with its text's key and the server's limits. */
const NUMBER_FIELDS: readonly (NumberLimits & {
  key: NumberKey;
  label:
    | 'capacity'
    | 'roomsCount'
    | 'roomPrice'
    | 'discount'
    | 'baseOccupancy'
    | 'extraAdultPrice'
    | 'childPrice';
})[] = [
  { key: 'capacity', label: 'capacity', min: 1, max: 20, fallback: 1 },
  { key: 'rooms_count', label: 'roomsCount', min: 0, max: 1000, fallback: 1 },
  { key: 'room_price', label: 'roomPrice', min: 0, step: 0.01, fallback: 0 },
  { key: 'discount', label: 'discount', min: 0, max: 100, fallback: 0 },
  { key: 'base_occupancy', label: 'baseOccupancy', min: 1, max: 20, fallback: 'capacity' },
  {
    key: 'extra_adult_price',
    label: 'extraAdultPrice',
    min: 0,
    max: 100_000,
    step: 0.01,
    fallback: 0,
  },
  { key: 'child_price', label: 'childPrice', min: 0, max: 100_000, step: 0.01, fallback: 0 },
];

/** The fields a refusal may name and the form shows it by. */
const NUMBER_KEYS: readonly string[] = NUMBER_FIELDS.map((field) => field.key);
