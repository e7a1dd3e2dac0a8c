export type PictureKind = 'avatar' | 'cover' | 'logo';
/** The API removes avatars and covers; a logo is only replaced. */
export type RemovablePicture = Exclude<PictureKind, 'logo'>;
