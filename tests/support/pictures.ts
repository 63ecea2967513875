// Real pictures for tests that upload one (refund proof, review pictures): the smallest valid PNG,
// and a small photo-like one (a parcel on a table) that reads as a picture in screenshots.
import { crc32, deflateSync } from 'node:zlib'

export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64')

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG of `size` x `size` pixels coloured by `pixel`. */
function png(size: number, pixel: (x: number, y: number) => [number, number, number]): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc(size * (1 + size * 3))
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rows.set(pixel(x, y), y * (1 + size * 3) + 1 + x * 3)
  }
  // Copied into a Buffer of its own ArrayBuffer: what Blob and File take.
  return Buffer.from(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]))
}

/** A brown parcel with tape on a light table, 96 x 96. */
export const PARCEL_PNG = png(96, (x, y) => {
  const inBox = x >= 18 && x < 78 && y >= 26 && y < 80
  if (!inBox) return y > 70 ? [214, 205, 190] : [236, 232, 225]
  if (Math.abs(x - 48) < 5) return [222, 196, 120]
  return y < 40 ? [176, 128, 78] : [160, 112, 64]
})
