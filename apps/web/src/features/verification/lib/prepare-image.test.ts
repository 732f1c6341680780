import { VERIFICATION_IMAGE_MAX_BYTES } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { prepareImage } from './prepare-image';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'photo', { type });
const jpeg = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

describe('prepareImage', () => {
  it('sends the shrunk copy of a big phone photo, which then fits under the cap', async () => {
    const shrunk = jpeg(300_000);
    const prepared = await prepareImage(
      file(VERIFICATION_IMAGE_MAX_BYTES * 2, 'image/jpeg'),
      async () => shrunk,
    );
    expect(prepared).toMatchObject({ ok: true, image: shrunk });
  });

  it('keeps a small original that the server reads when the copy would be bigger', async () => {
    const original = file(1000, 'image/png');
    const prepared = await prepareImage(original, async () => jpeg(5000));
    expect(prepared).toMatchObject({ ok: true, image: original });
  });

  it('sends the JPEG copy of a type the server cannot read (HEIC), even when bigger', async () => {
    const shrunk = jpeg(5000);
    expect(await prepareImage(file(1000, 'image/heic'), async () => shrunk)).toMatchObject({
      ok: true,
      image: shrunk,
    });
  });

  it('without a copy: refuses an original over the cap or of an unread type', async () => {
    const none = async () => null;
    expect(await prepareImage(file(VERIFICATION_IMAGE_MAX_BYTES + 1, 'image/jpeg'), none)).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(await prepareImage(file(1000, 'image/heic'), none)).toEqual({ ok: false, problem: 'unsupported' });
    expect(await prepareImage(file(VERIFICATION_IMAGE_MAX_BYTES, 'image/webp'), none)).toMatchObject({
      ok: true,
    });
  });
});
