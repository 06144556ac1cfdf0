import { translate } from '@hotel/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerConfirm } from './staff-session';
import { eventually, hidden, shown } from './ui';
import { LANGUAGES, TEXTS, TYPE_ID, page, roomTypeDialog, roomType } from './staff-catalog-setup';

describe.each(LANGUAGES)('the staff catalog screens in %s', (language) => {
  const texts = TEXTS[language];
  const typeId = TYPE_ID[language];

  it(
    'uploads an image to a room type, shows its preview, deletes it, and words the server’s refusals',
    { timeout: 90_000 },
    async () => {
      const before = await roomType(typeId);
      const name = before.name[language];
      const dialog = await roomTypeDialog(language, before);
      await dialog.getByRole('button', { name: texts.images(before.images.length) }).click();
      const images = await shown(page.getByRole('dialog', { name: texts.imagesTitle(name) }));
      const file = images.getByLabel(texts.file);
      const upload = images.getByRole('button', { name: texts.upload, exact: true });
      expect(await upload.isDisabled()).toBe(true);

      await file.setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture at all'),
      });
      await upload.click();
      expect(await (await shown(images.getByRole('alert'))).textContent()).toBe(
        translate(language, 'image.notAnImage'),
      );
      await file.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(6 * 1024 * 1024, 1),
      });
      await upload.click();
      await eventually(() => images.getByRole('alert').textContent()).toBe(
        translate(language, 'image.tooLarge', { max: 5 }),
      );

      const png = await sharp({
        create: {
          width: 800,
          height: 500,
          channels: 3,
          background: { r: 14, g: 116, b: language === 'ru' ? 144 : 80 },
        },
      })
        .png()
        .toBuffer();
      await file.setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: png });
      await upload.click();
      expect(await (await shown(images.getByRole('status'))).textContent()).toBe(
        translate(language, 'image.uploaded'),
      );
      const uploaded = (await roomType(typeId)).images;
      expect(uploaded.slice(0, -1)).toEqual(before.images);
      const added = uploaded.at(-1) ?? '';
      const fileName = added.slice(added.lastIndexOf('/') + 1);
      expect(
        await images
          .getByRole('button', { name: texts.show(fileName) })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      const preview = images.getByRole('img', { name: texts.previewOf(fileName) });
      await eventually(() =>
        preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`),
      ).toBe('350x200');

      await images.getByRole('button', { name: texts.deleteImage(fileName) }).click();
      await answerConfirm(page, texts.confirmDelete(fileName), texts.ok);
      await eventually(() => images.getByRole('status').textContent()).toBe(
        translate(language, 'image.deleted'),
      );
      await hidden(images.getByRole('button', { name: texts.show(fileName) }));
      expect((await roomType(typeId)).images).toEqual(before.images);
    },
  );

  it(
    'edits a room type’s name in another language through the switcher; an emptied capacity takes the default 1',
    { timeout: 60_000 },
    async () => {
      const before = await roomType(typeId);
      const dialog = await roomTypeDialog(language, before);
      const switcher = dialog.getByRole('button', { name: texts.nextLanguage });

      // The switcher cycles tm, ru, en from the staff member's own language.
      const seen: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        seen.push(await switcher.textContent());
        await switcher.click();
      }
      expect(seen).toEqual(language === 'ru' ? ['RU', 'EN', 'TM'] : ['EN', 'TM', 'RU']);
      while ((await switcher.textContent()) !== 'TM') await switcher.click();
      const turkmen = dialog.getByLabel(texts.name('TM'));
      expect(await turkmen.inputValue()).toBe(before.name.tm);
      await turkmen.fill(`${before.name.tm} (${language})`);
      await dialog.getByLabel(texts.capacity).fill('');
      await dialog.getByRole('button', { name: texts.save, exact: true }).click();

      expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(
        translate(language, 'roomType.updated'),
      );
      expect(await dialog.getByLabel(texts.capacity).inputValue()).toBe('1');
      const after = await roomType(typeId);
      expect(after.name).toEqual({ ...before.name, tm: `${before.name.tm} (${language})` });
      expect(after.capacity).toBe(1);
    },
  );

  it(
    'says a base occupancy above the capacity by its field, keeping what was typed, then saves the guest prices',
    { timeout: 60_000 },
    async () => {
      const before = await roomType(typeId);
      const dialog = await roomTypeDialog(language, before);
      const base = dialog.getByLabel(texts.baseOccupancy);
      const capacity = before.capacity;
      await base.fill(String(capacity + 1));
      await dialog.getByLabel(texts.childPrice).fill('120');
      await dialog.getByRole('button', { name: texts.save, exact: true }).click();

      const refusal = await shown(dialog.getByRole('alert'));
      expect(await refusal.textContent()).toBe(
        translate(language, 'roomType.baseOccupancy', { capacity }),
      );
      expect(await base.getAttribute('aria-invalid')).toBe('true');
      expect(await base.getAttribute('aria-describedby')).toBe(await refusal.getAttribute('id'));
      expect(await base.inputValue()).toBe(String(capacity + 1));
      expect(await dialog.getByLabel(texts.childPrice).inputValue()).toBe('120');
      expect(await roomType(typeId)).toEqual(before);

      await dialog.getByLabel(texts.capacity).fill(String(capacity + 2));
      await dialog.getByLabel(texts.extraAdultPrice).fill('300');
      await dialog.getByRole('button', { name: texts.save, exact: true }).click();
      expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(
        translate(language, 'roomType.updated'),
      );
      expect(await base.getAttribute('aria-invalid')).toBeNull();
      expect(await roomType(typeId)).toMatchObject({
        capacity: capacity + 2,
        base_occupancy: capacity + 1,
        extra_adult_price: 300,
        child_price: 120,
      });
    },
  );
});
