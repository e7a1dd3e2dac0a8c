/** Spec section 5 and the API: pictures are PNG or JPEG of at most 5 MB; a company logo at most 400×400 px. */
export const IMAGE_MAX_MB = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
export const LOGO_MAX_SIDE = 400;

export type ImageProblem = 'unsupported_file_type' | 'file_too_large' | 'logo_too_large';

type Kind = 'png' | 'jpeg';

function kindOf(bytes: Uint8Array): Kind | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];

/**
 * Width and height from the file's header (PNG's IHDR, JPEG's start-of-frame), so the check
 * needs no decoding and answers the same in every browser.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const kind = kindOf(bytes);
  if (kind === 'png') return bytes.length >= 24 ? { width: u32(bytes, 16), height: u32(bytes, 20) } : null;
  if (kind !== 'jpeg') return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const startOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (startOfFrame) return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

/** What is wrong with a file chosen as a picture (or, with `logo`, as a company logo). */
export async function imageProblem(file: Blob, { logo = false }: { logo?: boolean } = {}): Promise<ImageProblem | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!kindOf(bytes)) return 'unsupported_file_type';
  if (file.size > IMAGE_MAX_BYTES) return 'file_too_large';
  if (logo) {
    const size = imageSize(bytes);
    if (!size || size.width > LOGO_MAX_SIDE || size.height > LOGO_MAX_SIDE) return 'logo_too_large';
  }
  return null;
}
