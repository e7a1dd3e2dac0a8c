import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageProblem, imageSize } from './images';

/** The first bytes of a PNG: signature and IHDR with the given size. */
function png(width: number, height: number, padding = 0): Uint8Array {
  const bytes = new Uint8Array(33 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP0 segment before its start-of-frame. */
function jpeg(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0, 0, 0, 0, 0, 0,
  ]);
}

const file = (bytes: Uint8Array, name = 'picture') => new File([bytes as BlobPart], name);

describe('picture checks', () => {
  it('reads the size of a PNG and of a JPEG from their headers', () => {
    expect(imageSize(png(400, 300))).toEqual({ width: 400, height: 300 });
    expect(imageSize(jpeg(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSize(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it('accepts PNG and JPEG by content and refuses anything else, whatever its name', async () => {
    expect(await imageProblem(file(png(10, 10), 'a.png'))).toBeNull();
    expect(await imageProblem(file(jpeg(10, 10), 'a.jpg'))).toBeNull();
    expect(await imageProblem(file(new TextEncoder().encode('GIF89a....'), 'renamed.png'))).toBe('unsupported_file_type');
  });

  it('refuses a picture over 5 MB', async () => {
    expect(await imageProblem(file(png(10, 10, IMAGE_MAX_BYTES)))).toBe('file_too_large');
  });

  it('given a logo, refuses one larger than 400×400 px', async () => {
    expect(await imageProblem(file(png(400, 400)), { logo: true })).toBeNull();
    expect(await imageProblem(file(png(401, 200)), { logo: true })).toBe('logo_too_large');
    expect(await imageProblem(file(jpeg(300, 500)), { logo: true })).toBe('logo_too_large');
    expect(await imageProblem(file(png(401, 200)))).toBeNull();
  });
});
