import type { RoomTypeEditView } from '@hotel/contracts';
import { imageVariantUrl } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, postForm } from '../../../../api';
import { Modal } from '../../../../components/modal';
import { useDialog } from '../../../../dialog';
import { currentLanguage } from '../../../../i18n';
import { removeImageMutation, roomTypeChangeFilters } from '../../-staff/queries';
import { OutcomeNotice, type Outcome } from '../../-staff/outcome-notice';
import { useMarkStale } from '../../-staff/use-mark-stale';
import { SubmitButton } from '../../../../components/form-actions';

/** The upload route (REST only: a multipart form, which tRPC does not take). */
const UPLOAD_PATH = '/api/room-types/upload-image';

/** What a list entry is called: its file's name. */
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

interface Props {
  roomType: RoomTypeEditView;
  name: string;
  onClose: () => void;
}

/**
 * The room type's images: upload a file (sent only once one is chosen),
 * the 350x200 preview of an image, and the list of uploaded images, each with delete. The
 * preview is the server's: a file not uploaded yet cannot be shown, as the site's content
 * policy admits images from its own origin only.
 */
export function ImagesDialog({ roomType, name, onClose }: Props) {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const dialog = useDialog();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new form (and so an empty file input) after each upload.
  const [formKey, setFormKey] = useState(0);
  const [previewed, setPreviewed] = useState<string | null>(roomType.images[0] ?? null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // The image shown in the preview (a new upload: the list's last) is also in sight in the list.
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a promise, which React would call as a cleanup.
    list.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [previewed, roomType.images]);
  const refresh = () => markStale(roomTypeChangeFilters(trpc));

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      // The answer's schema loads with the first upload: zod stays out of the pages' first load.
      const { roomTypeImagesView } = await import('@hotel/contracts');
      const form = new FormData();
      form.append('image', chosen);
      return postForm(
        UPLOAD_PATH,
        { room_types_id: String(roomType.id) },
        form,
        currentLanguage(i18n),
        roomTypeImagesView,
      );
    },
    onSuccess: async (answer) => {
      setOutcome({ ok: true, text: answer.message });
      setPreviewed(answer.data.images.at(-1) ?? null);
      setFile(null);
      setFormKey((key) => key + 1);
      await refresh();
    },
    onError: (error) => setOutcome({ ok: false, text: apiErrorMessage(error, common) }),
  });
  const remove = useMutation({
    ...removeImageMutation(trpc),
    onSuccess: async (answer, { img }) => {
      setOutcome({ ok: true, text: answer.message });
      if (previewed === img) setPreviewed(answer.data?.images[0] ?? null);
      await refresh();
    },
    onError: (error) =>
      setOutcome({
        ok: false,
        text: t('roomTypes.images.deleteFailed', { reason: apiErrorMessage(error, common) }),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setOutcome(null);
    upload.mutate(file);
  };
  const confirmRemove = async (img: string) => {
    if (!(await dialog.confirm(t('roomTypes.images.confirmDelete', { name: fileName(img) }))))
      return;
    setOutcome(null);
    remove.mutate({ room_types_id: roomType.id, img });
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <Modal
      title={t('roomTypes.images.title', { name })}
      onClose={onClose}
      className="images-dialog"
    >
      {/* Upload stays disabled until a file is chosen; the server judges the file. */}
      <form key={formKey} className="images-dialog__upload" noValidate onSubmit={submit}>
        <label className="field__label" htmlFor={fileId}>
          {t('roomTypes.images.file')}
        </label>
        <div className="images-dialog__choose">
          {/* The browser's own file button speaks the browser's language: ours speaks the staff's. */}
          <label className="button button--ghost file-pick">
            <input
              id={fileId}
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              className="file-pick__input"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {t('roomTypes.images.choose')}
          </label>
          <span className="muted images-dialog__chosen">
            {file
              ? t('roomTypes.images.chosen', { name: file.name, size: Math.ceil(file.size / 1024) })
              : t('roomTypes.images.noFile')}
          </span>
          <SubmitButton
            busy={upload.isPending}
            disabled={!file || busy}
            labels={{
              submit: t('roomTypes.images.upload'),
              submitting: t('roomTypes.images.uploading'),
            }}
          />
        </div>
      </form>
      <OutcomeNotice outcome={outcome} />
      <div className="images-dialog__body">
        <figure className="images-dialog__preview">
          {previewed ? (
            <img
              src={imageVariantUrl(previewed, 'preview')}
              alt={t('roomTypes.images.previewOf', { name: fileName(previewed) })}
              width={350}
              height={200}
            />
          ) : (
            <p className="muted">{t('roomTypes.images.noPreview')}</p>
          )}
          <figcaption className="muted">{t('roomTypes.images.preview')}</figcaption>
        </figure>
        <section className="images-dialog__list" aria-labelledby={`${fileId}-list`}>
          <h3 id={`${fileId}-list`}>{t('roomTypes.images.list')}</h3>
          {roomType.images.length === 0 ? (
            <p className="muted">{t('roomTypes.images.none')}</p>
          ) : (
            <ul ref={list}>
              {roomType.images.map((url) => (
                <li
                  key={url}
                  className={url === previewed ? 'image-item image-item--shown' : 'image-item'}
                >
                  <button
                    type="button"
                    className="image-item__show"
                    aria-label={t('roomTypes.images.show', { name: fileName(url) })}
                    aria-pressed={url === previewed}
                    onClick={() => setPreviewed(url)}
                  >
                    <img src={imageVariantUrl(url, 'thumbnail')} alt="" width={120} height={80} />
                  </button>
                  <span className="image-item__name">{fileName(url)}</span>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('roomTypes.images.deleteLabel', { name: fileName(url) })}
                    disabled={busy}
                    onClick={() => void confirmRemove(url)}
                  >
                    {t('roomTypes.images.delete')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="form__actions images-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('roomTypes.images.close')}
        </button>
      </div>
    </Modal>
  );
}
