export type PictureKind = 'avatar' | 'cover' | 'logo';
/** The API removes avatars and covers; a logo is only replaced. */
export type RemovablePicture = Exclude<PictureKind, 'logo'>;

export const picturePaths: Record<PictureKind, string> = {
  avatar: '/api/accounts/edit-profile-photo/',
  cover: '/api/accounts/editcoverphoto/',
  logo: '/api/accounts/company/logo/',
};
