import { REVIEW_AUTHOR_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal';
import { useDialog } from '../../../dialog';
import { Field, InputField } from '../../../components/field';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { refusalFor, useFieldRefusal } from '../../../components/field-refusal';
import { FormActions } from '../../../components/form-actions';

const RATINGS = [0, 1, 2, 3, 4, 5] as const;
/** The fields a refusal may name, which the form shows it by. */
const FIELDS = ['author', 'text'] as const;

interface Props {
  /** The stars the guest clicked to open the form, if any. */
  initialRating: number | null;
  onClose: () => void;
}

/**
 * A logged-in guest's review: a rating 0–5, the first name it is signed with
 * and the text. The server checks everything again and answers in the guest's language; what it
 * says after sending (the review waits for the hotel's check) is what the guest reads. Its
 * refusal of the name or the text is said by that field; the rating, which cannot be sent
 * without one, is asked for here. The browser's own checks would speak its language, not the page's.
 */
export function ReviewForm({ initialRating, onClose }: Props) {
  const { t } = useTranslation();
  const { trpc } = useRouteContext({ from: '__root__' });
  const dialog = useDialog();
  const ratingError = useId();
  const [rating, setRating] = useState<number | null>(initialRating);
  // Whether Send was pressed without a rating: from then on the missing rating is said.
  const [checked, setChecked] = useState(false);
  const [author, setAuthor] = useState('');
  const [text, setText] = useState('');
  const send = useMutation({
    ...trpc.reviews.post.mutationOptions(),
    onSuccess: async ({ message }) => {
      onClose();
      await dialog.alert(message);
    },
  });
  const { form, refusal } = useFieldRefusal(send.error, FIELDS, t);
  const noRating = checked && rating === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rating !== null) send.mutate({ rating, author, text });
    else form.current?.querySelector<HTMLElement>('input[name="rating"]')?.focus();
  };
  return (
    <Modal title={t('home.reviews.form.title')} onClose={onClose}>
      <form ref={form} className="form review-form" noValidate onSubmit={submit}>
        <fieldset
          className="review-form__rating"
          aria-describedby={noRating ? ratingError : undefined}
        >
          <legend className="field__label">{t('home.reviews.form.rating')}</legend>
          {RATINGS.map((value) => (
            <label key={value} className="review-form__star">
              <input
                className="visually-hidden"
                type="radio"
                name="rating"
                value={value}
                required
                aria-invalid={noRating || undefined}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {value === 0 ? (
                <span className="review-form__zero" aria-hidden="true">
                  0
                </span>
              ) : (
                <Icon
                  name="star"
                  size={28}
                  filled={rating !== null && value <= rating}
                  className={rating !== null && value <= rating ? 'stars__star--on' : undefined}
                />
              )}
              <span className="visually-hidden">{t('home.reviews.stars', { value })}</span>
            </label>
          ))}
          {noRating && (
            <p id={ratingError} className="form-error review-form__error">
              {t('home.reviews.form.ratingRequired')}
            </p>
          )}
        </fieldset>
        <InputField
          label={t('home.reviews.form.author')}
          required
          // Only stops typing past the server's limit: it never shows a browser bubble.
          maxLength={REVIEW_AUTHOR_MAX}
          autoComplete="given-name"
          error={refusalFor(refusal, 'author')}
          value={author}
          onChange={setAuthor}
        />
        <Field
          label={t('home.reviews.form.text')}
          hint={t('home.reviews.form.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          error={refusalFor(refusal, 'text')}
          controlClassName="review-form__text"
        >
          {(control) => (
            <textarea
              {...control}
              required
              // Only stops typing past the server's limit; the least length is the server's to
              // say (REVIEW_TEXT_MIN, counted on the trimmed text).
              maxLength={REVIEW_TEXT_MAX}
              rows={5}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <ApiErrorAlert error={refusal ? null : send.error} />
        <FormActions
          busy={send.isPending}
          labels={{
            submit: t('home.reviews.form.send'),
            submitting: t('home.reviews.form.sending'),
          }}
        >
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('home.reviews.form.cancel')}
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}
