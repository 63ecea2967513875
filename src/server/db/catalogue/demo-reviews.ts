// The reviews of the demo history: a few shoppers who cannot log in, 0 to 8 reviews per product
// in the six languages, scores drawn around the shop's favourable rate. Deterministic (its own
// PRNG seed), so the seed can insert them idempotently by key.
import type { Lang } from './catalogue-data'
import { CATALOGUE_LANGS, mulberry32, type Catalogue } from './generate-catalogue'
import { reviewPictureUrl } from './catalogue-images'

export interface ReviewerSeed {
  account: string
  givenName: string
  familyName: string
}

export const REVIEWERS: ReviewerSeed[] = [
  ['Linh', 'Tran'], ['Minh', 'Nguyen'], ['Hoa', 'Pham'], ['Tuan', 'Le'], ['Thao', 'Vo'], ['Quang', 'Do'],
  ['Wei', 'Zhang'], ['Fang', 'Li'], ['Jun', 'Chen'], ['Yuki', 'Sato'], ['Haruto', 'Suzuki'], ['Sakura', 'Ito'],
  ['Jiwoo', 'Kim'], ['Minjun', 'Park'], ['Seoyeon', 'Lee'], ['Somchai', 'Saetang'], ['Nattaya', 'Boonmee'],
  ['Kittipong', 'Srisuk'], ['Mai', 'Hoang'], ['Duc', 'Bui'], ['Emily', 'Walker'], ['James', 'Tan'], ['Priya', 'Nair'], ['Anan', 'Wong'],
].map(([givenName, familyName], i) => ({ account: `reviewer${String(i + 1).padStart(2, '0')}`, givenName, familyName }))

type Mood = 'good' | 'fair' | 'poor'

const PHRASES: Record<Lang, Record<Mood, string[]>> = {
  en: {
    good: ['Exactly as described, great quality.', 'Fast delivery and well packed.', 'Works perfectly, would buy again.', 'Great value for the price.'],
    fair: ['Okay for the price.', 'Delivery took a while, product is fine.', 'Decent, but the colour is a bit different.'],
    poor: ['Not as described.', 'Arrived damaged, disappointed.', 'Stopped working after a week.'],
  },
  vi: {
    good: ['Hàng đúng mô tả, chất lượng tốt.', 'Giao hàng nhanh, đóng gói cẩn thận.', 'Dùng rất ổn, sẽ ủng hộ shop tiếp.', 'Giá hợp lý, rất đáng tiền.'],
    fair: ['Tạm ổn so với giá tiền.', 'Giao hơi lâu nhưng sản phẩm ổn.', 'Được, nhưng màu hơi khác ảnh.'],
    poor: ['Không giống mô tả.', 'Hàng bị móp khi nhận, thất vọng.', 'Dùng được một tuần thì hỏng.'],
  },
  'zh-CN': {
    good: ['和描述一致，质量很好。', '发货快，包装仔细。', '用起来很顺手，会回购。', '性价比很高。'],
    fair: ['这个价格还可以。', '物流有点慢，东西还行。', '还行，颜色和图片有点差别。'],
    poor: ['和描述不符。', '收到时有破损，很失望。', '用了一周就坏了。'],
  },
  ja: {
    good: ['説明どおりで品質も良いです。', '配送が早く、梱包も丁寧でした。', '問題なく使えています。リピートします。', '値段以上の価値があります。'],
    fair: ['値段なりです。', '届くまで時間がかかりましたが、商品は普通です。', 'まあまあですが、色が少し違いました。'],
    poor: ['説明と違いました。', '届いた時に破損していて残念です。', '一週間で壊れました。'],
  },
  ko: {
    good: ['설명과 똑같고 품질이 좋아요.', '배송이 빠르고 포장이 꼼꼼해요.', '잘 쓰고 있어요. 재구매 의사 있어요.', '가격 대비 만족스러워요.'],
    fair: ['가격 생각하면 괜찮아요.', '배송은 좀 늦었지만 제품은 괜찮아요.', '무난한데 색상이 조금 달라요.'],
    poor: ['설명과 달라요.', '파손된 채로 와서 실망했어요.', '일주일 만에 고장 났어요.'],
  },
  th: {
    good: ['ตรงตามรายละเอียด คุณภาพดีมาก', 'ส่งไว แพ็กของมาดี', 'ใช้งานได้ดี จะกลับมาซื้ออีก', 'คุ้มค่ากับราคา'],
    fair: ['โอเคสำหรับราคานี้', 'ส่งช้าไปหน่อย แต่สินค้าโอเค', 'พอใช้ได้ แต่สีต่างจากรูปนิดหน่อย'],
    poor: ['ไม่ตรงตามรายละเอียด', 'ได้รับของเสียหาย ผิดหวัง', 'ใช้ได้สัปดาห์เดียวก็เสีย'],
  },
}

export interface ReviewSeed {
  /** `<product key>-r<n>`: the seed's idempotency key. */
  key: string
  productKey: string
  skuKey: string
  reviewer: string
  productScore: number
  serviceScore: number
  postageScore: number
  content: string
  pictures: string[]
  /** Days after the product was listed (a fraction of its age at the seed epoch). */
  ageFraction: number
}

function clampScore(n: number): number {
  return Math.min(5, Math.max(1, n))
}

/** The demo reviews of a catalogue, in product order. */
export function generateReviews(catalogue: Catalogue, seed = 4242): ReviewSeed[] {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]
  const out: ReviewSeed[] = []
  for (const product of catalogue.products) {
    const favourable = Number(catalogue.shops[product.shopIndex].favorableRate) / 100
    const count = int(0, 8)
    for (let n = 1; n <= count; n++) {
      const productScore = next() < favourable ? pick([4, 5, 5, 5]) : pick([1, 2, 3, 3])
      const mood: Mood = productScore >= 4 ? 'good' : productScore === 3 ? 'fair' : 'poor'
      const lang = pick(CATALOGUE_LANGS)
      const phrases = PHRASES[lang][mood]
      const first = pick(phrases)
      const second = next() < 0.4 ? pick(phrases.filter((p) => p !== first)) : ''
      const joiner = lang === 'zh-CN' || lang === 'ja' ? '' : ' '
      const key = `${product.key}-r${n}`
      const pictureCount = next() < 0.25 ? int(1, 2) : 0
      out.push({
        key,
        productKey: product.key,
        skuKey: pick(product.skus).key,
        reviewer: pick(REVIEWERS).account,
        productScore,
        serviceScore: clampScore(productScore + int(-1, 1)),
        postageScore: clampScore(productScore + int(-1, 1)),
        content: second ? `${first}${joiner}${second}` : first,
        pictures: Array.from({ length: pictureCount }, (_, i) => reviewPictureUrl(key, i + 1)),
        ageFraction: next(),
      })
    }
  }
  return out
}
