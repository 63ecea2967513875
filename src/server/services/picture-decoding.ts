// A picture decoded to its last pixel before it is kept (sharp, libvips): a file whose first bytes
// say PNG but whose data stops halfway is refused, not stored to show broken. What is kept is the
// picture drawn again: turned upright by its EXIF orientation, every metadata block left out (EXIF
// with GPS, XMP, IPTC, the camera's comments), at most MAX_PICTURE_SIDE pixels a side, in its own
// format; and a small WebP thumbnail for the lists.
import sharp, { type Sharp } from 'sharp'
import { AppError } from '../errors'

export type PictureKind = 'png' | 'jpg' | 'gif' | 'webp'

/** Longest side of a kept picture: larger ones are scaled down (a phone photo of 4000 px is). */
export const MAX_PICTURE_SIDE = 2048
/** Longest side of a list's thumbnail (a two-column grid at 3x density). */
export const THUMBNAIL_SIDE = 480
/** Pixels a picture may have before it is decoded at all (a 5 MB file may claim to be 100000 x 100000). */
export const MAX_PICTURE_MEGAPIXELS = 50

export interface DecodedPicture {
  bytes: Uint8Array
  thumbnail: Uint8Array
}

function open(bytes: Uint8Array, kind: PictureKind): Sharp {
  // `truncated`: a picture that ends early or whose data does not decode is an error, not a warning.
  return sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PICTURE_MEGAPIXELS * 1_000_000, animated: kind === 'gif' })
}

function encode(image: Sharp, kind: PictureKind): Sharp {
  switch (kind) {
    case 'png': return image.png({ compressionLevel: 9 })
    case 'jpg': return image.jpeg({ quality: 85, mozjpeg: true })
    case 'gif': return image.gif()
    case 'webp': return image.webp({ quality: 85 })
  }
}

/** Refuses with msg.pictureTooManyPixels or msg.pictureUnreadable when the picture does not decode whole. */
function refusal(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error)
  if (/pixel limit/i.test(message)) return new AppError('msg.pictureTooManyPixels', { max: MAX_PICTURE_MEGAPIXELS })
  return new AppError('msg.pictureUnreadable')
}

/** The picture decoded whole and drawn again (upright, no metadata, bounded), with its thumbnail. */
export async function decodePicture(bytes: Uint8Array, kind: PictureKind): Promise<DecodedPicture> {
  try {
    const bounded = open(bytes, kind)
      .rotate()
      .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
    const kept = await encode(bounded, kind).toBuffer()
    return { bytes: new Uint8Array(kept), thumbnail: await thumbnailOf(kept) }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw refusal(error)
  }
}

/** A WebP of at most THUMBNAIL_SIDE a side (the first frame of an animation). */
export async function thumbnailOf(bytes: Uint8Array): Promise<Uint8Array> {
  const thumbnail = await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PICTURE_MEGAPIXELS * 1_000_000 })
    .rotate()
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer()
  return new Uint8Array(thumbnail)
}
