// What the SKUs of a product differ in (products.spec_name), named in the six languages: the
// server names it on the product page, the console offers the list in the merchant's editor. One
// table for both, so a merchant chooses a dimension that every shopper reads in their language.
import type { LanguageFile } from './fields'

type Names = Record<LanguageFile, string>

function names(en: string, vi: string, zh: string, ja: string, ko: string, th: string): Names {
  return { en, vi, 'zh-CN': zh, ja, ko, th }
}

export const SPEC_NAMES = {
  colour: names('Colour', 'Màu sắc', '颜色', 'カラー', '색상', 'สี'),
  size: names('Size', 'Kích cỡ', '尺码', 'サイズ', '사이즈', 'ขนาด'),
  storage: names('Storage', 'Bộ nhớ', '存储容量', 'ストレージ', '저장 용량', 'ความจุ'),
  capacity: names('Capacity', 'Dung lượng', '容量', '容量', '용량', 'ความจุ'),
  volume: names('Volume', 'Dung tích', '容量', '容量', '용량', 'ปริมาตร'),
  diameter: names('Diameter', 'Đường kính', '直径', '直径', '지름', 'เส้นผ่านศูนย์กลาง'),
  weight: names('Weight', 'Khối lượng', '重量', '重さ', '중량', 'น้ำหนัก'),
  pack: names('Pack', 'Bộ', '套装', 'セット', '세트', 'แพ็ก'),
  pieces: names('Pieces', 'Số mảnh', '块数', 'ピース数', '피스', 'จำนวนชิ้น'),
  tablets: names('Tablets', 'Số viên', '片数', '粒数', '정 수', 'จำนวนเม็ด'),
  sheets: names('Sheets', 'Số miếng', '片数', '枚数', '매수', 'จำนวนแผ่น'),
  box: names('Box', 'Thùng', '箱装', '入り数', '입수', 'ลัง'),
  persons: names('Persons', 'Số người', '人数', '人数', '인원', 'จำนวนคน'),
  bed: names('Bed size', 'Cỡ giường', '床尺寸', 'ベッドサイズ', '침대 크기', 'ขนาดเตียง'),
} satisfies Record<string, Names>

export type SpecNameKey = keyof typeof SPEC_NAMES
/** The dimensions a merchant may choose, in the table's order. */
export const SPEC_NAME_KEYS = Object.keys(SPEC_NAMES) as [SpecNameKey, ...SpecNameKey[]]

/** The name of a dimension in a language; an unknown dimension key is shown as it is. */
export function specName(key: string, lang: LanguageFile): string {
  const known = (SPEC_NAMES as Record<string, Names>)[key]
  return known ? known[lang] || known.en : key
}
