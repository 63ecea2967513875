// The words of the demo catalogue: product kinds per category, series names, modifiers, SKU
// options and shops, each in the six interface languages. Pure data; generate-catalogue.ts
// combines it deterministically into shops and products.
import type { CategoryKey } from '../../../contract/catalogue-fields'
import type { LanguageFile } from '../../../contract/fields'

export type Lang = LanguageFile
export type Text = Record<Lang, string>

/** The ten category keys of docs/product/entities.md#categories, as the contract names them. */
export { CATEGORY_KEYS as CATALOGUE_CATEGORY_KEYS, type CategoryKey } from '../../../contract/catalogue-fields'

/** The shape drawn on a product tile (product-image.ts). */
export type Glyph = 'laptop' | 'bolt' | 'tent' | 'home' | 'cross' | 'shirt' | 'dress' | 'bowl' | 'phone' | 'blocks'

/** Text in en, vi, zh-CN, ja, ko, th order. */
function t(en: string, vi: string, zh: string, ja: string, ko: string, th: string): Text {
  return { en, vi, 'zh-CN': zh, ja, ko, th }
}

/** The same text in every language (numbers and units: "256 GB", "500 ml"). */
function same(text: string): Text {
  return t(text, text, text, text, text, text)
}

export interface SkuOption {
  key: string
  label: Text
  /** Price change against the product's base price, in percent. */
  pct: number
}

export interface SkuDimension {
  key: string
  /** Ordered options (sizes, capacities) are taken as a consecutive run; others as any subset. */
  ordered: boolean
  options: SkuOption[]
}

// ---------------------------------------------------------------------------------------------
// SKU dimensions

const COLOUR = (key: string, label: Text): SkuOption => ({ key, label, pct: 0 })
export const COLOURS: SkuDimension = {
  key: 'colour',
  ordered: false,
  options: [
    COLOUR('black', t('Black', 'Đen', '黑色', 'ブラック', '블랙', 'สีดำ')),
    COLOUR('white', t('White', 'Trắng', '白色', 'ホワイト', '화이트', 'สีขาว')),
    COLOUR('silver', t('Silver', 'Bạc', '银色', 'シルバー', '실버', 'สีเงิน')),
    COLOUR('grey', t('Grey', 'Xám', '灰色', 'グレー', '그레이', 'สีเทา')),
    COLOUR('navy', t('Navy', 'Xanh navy', '藏青色', 'ネイビー', '네이비', 'สีกรมท่า')),
    COLOUR('sky-blue', t('Sky blue', 'Xanh da trời', '天蓝色', 'スカイブルー', '스카이 블루', 'สีฟ้า')),
    COLOUR('pink', t('Pink', 'Hồng', '粉色', 'ピンク', '핑크', 'สีชมพู')),
    COLOUR('green', t('Green', 'Xanh lá', '绿色', 'グリーン', '그린', 'สีเขียว')),
    COLOUR('red', t('Red', 'Đỏ', '红色', 'レッド', '레드', 'สีแดง')),
    COLOUR('beige', t('Beige', 'Màu be', '米色', 'ベージュ', '베이지', 'สีเบจ')),
  ],
}

const SIZE = (size: string, pct = 0): SkuOption => ({
  key: `size-${size.toLowerCase()}`,
  label: t(`Size ${size}`, `Cỡ ${size}`, `${size}码`, `${size}サイズ`, `${size} 사이즈`, `ไซซ์ ${size}`),
  pct,
})
export const CLOTHING_SIZES: SkuDimension = {
  key: 'size',
  ordered: true,
  options: [SIZE('XS'), SIZE('S'), SIZE('M'), SIZE('L'), SIZE('XL'), SIZE('XXL', 5)],
}

const SHOE = (size: number): SkuOption => ({
  key: `eu-${size}`,
  label: t(`EU ${size}`, `Cỡ ${size}`, `${size}码`, `EU ${size}`, `EU ${size}`, `ไซซ์ ${size}`),
  pct: 0,
})
export const SHOE_SIZES: SkuDimension = { key: 'size', ordered: true, options: [39, 40, 41, 42, 43, 44].map(SHOE) }

/** Options whose label reads the same in every language: capacities, volumes, weights. */
function literal(key: string, labels: Array<[string, number]>): SkuDimension {
  return {
    key,
    ordered: true,
    options: labels.map(([label, pct]) => ({ key: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label: same(label), pct })),
  }
}

/** Counted options from a label template per language; {n} stands for the count. */
function counted(key: string, template: Text, counts: Array<[number, number]>): SkuDimension {
  return {
    key,
    ordered: true,
    options: counts.map(([n, pct]) => ({
      key: `${key}-${n}`,
      label: Object.fromEntries(Object.entries(template).map(([lang, text]) => [lang, text.replace('{n}', String(n))])) as Text,
      pct,
    })),
  }
}

const PACK = t('Pack of {n}', 'Bộ {n} cái', '{n}件装', '{n}個セット', '{n}개 세트', 'แพ็ก {n} ชิ้น')
const PIECES = t('{n} pieces', '{n} mảnh', '{n}块', '{n}ピース', '{n}피스', '{n} ชิ้น')

export const STORAGE = literal('storage', [['128 GB', 0], ['256 GB', 18], ['512 GB', 40], ['1 TB', 75]])
export const SSD_CAPACITY = literal('capacity', [['500 GB', 0], ['1 TB', 60], ['2 TB', 140]])
export const LAPTOP_STORAGE = literal('storage', [['256 GB', 0], ['512 GB', 12], ['1 TB', 28]])

const dims = {
  colour: COLOURS,
  size: CLOTHING_SIZES,
  shoe: SHOE_SIZES,
  storage: STORAGE,
  ssd: SSD_CAPACITY,
  laptopStorage: LAPTOP_STORAGE,
  fryerVolume: literal('volume', [['4 L', 0], ['5.5 L', 20], ['7 L', 40]]),
  cookerVolume: literal('volume', [['1.0 L', 0], ['1.5 L', 15], ['1.8 L', 30]]),
  packVolume: literal('volume', [['30 L', 0], ['45 L', 20], ['60 L', 40]]),
  bottleVolume: literal('volume', [['500 ml', 0], ['750 ml', 20], ['1 L', 40]]),
  sauceVolume: literal('volume', [['500 ml', 0], ['1 L', 80]]),
  panSize: literal('diameter', [['24 cm', 0], ['28 cm', 20], ['32 cm', 40]]),
  plushSize: literal('size', [['30 cm', 0], ['45 cm', 60], ['60 cm', 120]]),
  cubeSize: literal('size', [['2x2', 0], ['3x3', 10], ['4x4', 50], ['5x5', 90]]),
  weightSmall: literal('weight', [['200 g', 0], ['500 g', 120], ['1 kg', 210]]),
  weightCoffee: literal('weight', [['250 g', 0], ['500 g', 85], ['1 kg', 160]]),
  weightTea: literal('weight', [['100 g', 0], ['250 g', 130]]),
  weightRice: literal('weight', [['1 kg', 0], ['2 kg', 85], ['5 kg', 190]]),
  pack: counted('pack', PACK, [[2, 0], [3, 40], [4, 75], [6, 120]]),
  pieces: counted('pieces', PIECES, [[300, 0], [500, 30], [1000, 80], [1500, 120]]),
  tablets: counted('tablets', t('{n} tablets', 'Hộp {n} viên', '{n}片装', '{n}粒', '{n}정', '{n} เม็ด'), [[60, 0], [120, 80]]),
  sheets: counted('sheets', t('{n} sheets', 'Hộp {n} miếng', '{n}片装', '{n}枚入り', '{n}매입', '{n} แผ่น'), [[10, 0], [20, 80], [30, 150]]),
  noodles: counted('box', t('Box of {n}', 'Thùng {n} gói', '{n}包整箱', '{n}食入り', '{n}개입', 'ลัง {n} ซอง'), [[6, 0], [12, 90], [30, 200]]),
  persons: counted('persons', t('{n}-person', '{n} người', '{n}人', '{n}人用', '{n}인용', '{n} คน'), [[2, 0], [3, 25], [4, 50], [6, 90]]),
  bed: {
    key: 'bed',
    ordered: true,
    options: [
      { key: 'single', label: t('Single', 'Giường 1m2', '1.2米床', 'シングル', '싱글', '3.5 ฟุต'), pct: 0 },
      { key: 'queen', label: t('Queen', 'Giường 1m6', '1.5米床', 'クイーン', '퀸', '5 ฟุต'), pct: 25 },
      { key: 'king', label: t('King', 'Giường 1m8', '1.8米床', 'キング', '킹', '6 ฟุต'), pct: 45 },
    ],
  } satisfies SkuDimension,
} as const

// ---------------------------------------------------------------------------------------------
// Product kinds

export interface ProductKind {
  key: string
  name: Text
  /** One short sentence about the kind, in each language. */
  blurb: Text
  /** Base price range in whole USD. */
  price: [number, number]
  dimension: SkuDimension
}

function kind(key: string, name: Text, blurb: Text, price: [number, number], dimension: SkuDimension): ProductKind {
  return { key, name, blurb, price, dimension }
}

export const KINDS: Record<CategoryKey, ProductKind[]> = {
  computer: [
    kind('laptop', t('Laptop', 'Máy tính xách tay', '笔记本电脑', 'ノートパソコン', '노트북', 'แล็ปท็อป'),
      t('Thin and light, with a full-day battery and a sharp 14-inch screen.', 'Mỏng nhẹ, pin dùng cả ngày, màn hình 14 inch sắc nét.', '轻薄机身，续航一整天，14英寸清晰屏幕。', '薄型軽量で一日中使えるバッテリーと鮮明な14インチ画面。', '얇고 가벼우며 하루 종일 가는 배터리와 선명한 14인치 화면.', 'บางเบา แบตอึดทั้งวัน หน้าจอ 14 นิ้วคมชัด'),
      [420, 1350], dims.laptopStorage),
    kind('keyboard', t('Mechanical Keyboard', 'Bàn phím cơ', '机械键盘', 'メカニカルキーボード', '기계식 키보드', 'คีย์บอร์ดแมคคานิคอล'),
      t('Hot-swappable switches and a crisp, quiet typing feel.', 'Switch thay nóng, gõ êm và nảy.', '支持热插拔轴体，手感清脆安静。', 'ホットスワップ対応で静かで軽快な打鍵感。', '핫스왑 스위치와 경쾌하고 조용한 타건감.', 'สวิตช์เปลี่ยนได้ พิมพ์เงียบและนุ่มมือ'),
      [35, 140], COLOURS),
    kind('mouse', t('Wireless Mouse', 'Chuột không dây', '无线鼠标', 'ワイヤレスマウス', '무선 마우스', 'เมาส์ไร้สาย'),
      t('Silent clicks, precise tracking and months of battery life.', 'Nút bấm êm, di chuột chính xác, pin dùng nhiều tháng.', '静音按键，定位精准，一节电池用数月。', '静音クリックと正確なトラッキング、電池は数か月長持ち。', '무소음 클릭과 정확한 트래킹, 몇 달 가는 배터리.', 'คลิกเงียบ แม่นยำ แบตเตอรี่ใช้ได้หลายเดือน'),
      [9, 45], COLOURS),
    kind('monitor', t('27-inch Monitor', 'Màn hình 27 inch', '27英寸显示器', '27インチモニター', '27인치 모니터', 'จอมอนิเตอร์ 27 นิ้ว'),
      t('QHD resolution, 75 Hz and an eye-care panel for long days.', 'Độ phân giải QHD, 75 Hz, tấm nền bảo vệ mắt.', '2K分辨率，75Hz刷新率，护眼屏幕。', 'QHD解像度・75Hz、目に優しいパネル。', 'QHD 해상도, 75Hz, 눈이 편한 패널.', 'ความละเอียด QHD 75 Hz ถนอมสายตา'),
      [150, 420], COLOURS),
    kind('usb-hub', t('USB-C Hub', 'Bộ chia cổng USB-C', 'USB-C扩展坞', 'USB-Cハブ', 'USB-C 허브', 'ฮับ USB-C'),
      t('HDMI, card reader and USB ports in one aluminium body.', 'Cổng HDMI, đầu đọc thẻ và USB trong vỏ nhôm gọn gàng.', 'HDMI、读卡器和USB接口集于一身，铝合金外壳。', 'HDMI・カードリーダー・USBをアルミボディに集約。', 'HDMI, 카드 리더, USB 포트를 알루미늄 바디 하나에.', 'รวมพอร์ต HDMI ช่องอ่านการ์ด และ USB ในตัวอลูมิเนียม'),
      [15, 60], COLOURS),
    kind('portable-ssd', t('Portable SSD', 'Ổ cứng SSD di động', '移动固态硬盘', 'ポータブルSSD', '휴대용 SSD', 'SSD พกพา'),
      t('Pocket-sized storage with transfers up to 1000 MB/s.', 'Nhỏ gọn bỏ túi, tốc độ truyền tới 1000 MB/s.', '小巧便携，传输速度高达1000MB/s。', 'ポケットサイズで最大1000MB/sの高速転送。', '주머니 크기에 최대 1000MB/s 전송 속도.', 'ขนาดพกพา ถ่ายโอนข้อมูลสูงสุด 1000 MB/s'),
      [45, 180], SSD_CAPACITY),
    kind('webcam', t('HD Webcam', 'Camera máy tính HD', '高清网络摄像头', 'HDウェブカメラ', 'HD 웹캠', 'เว็บแคม HD'),
      t('1080p video with a dual microphone for clear calls.', 'Video 1080p, micro kép cho cuộc gọi rõ ràng.', '1080p画质，双麦克风，通话清晰。', '1080p映像とデュアルマイクでクリアな通話。', '1080p 영상과 듀얼 마이크로 선명한 통화.', 'วิดีโอ 1080p ไมค์คู่ เสียงคมชัด'),
      [20, 90], COLOURS),
  ],
  electrical: [
    kind('air-fryer', t('Air Fryer', 'Nồi chiên không dầu', '空气炸锅', 'ノンフライヤー', '에어프라이어', 'หม้อทอดไร้น้ำมัน'),
      t('Crispy results with little or no oil, easy to clean.', 'Giòn ngon mà ít dầu, dễ vệ sinh.', '少油也能炸得酥脆，清洗方便。', '油をほとんど使わずカリッと仕上がり、お手入れ簡単。', '기름 없이도 바삭하게, 세척도 간편.', 'กรอบอร่อยแทบไม่ใช้น้ำมัน ทำความสะอาดง่าย'),
      [40, 150], dims.fryerVolume),
    kind('kettle', t('Electric Kettle', 'Ấm siêu tốc', '电热水壶', '電気ケトル', '전기 주전자', 'กาต้มน้ำไฟฟ้า'),
      t('Boils a full jug in about four minutes, with auto shut-off.', 'Đun sôi nhanh trong khoảng bốn phút, tự ngắt an toàn.', '约四分钟烧开一壶水，自动断电。', '約4分で沸騰、自動電源オフ付き。', '약 4분 만에 끓고 자동 전원 차단.', 'ต้มน้ำเดือดในราวสี่นาที ตัดไฟอัตโนมัติ'),
      [15, 55], COLOURS),
    kind('fan', t('Standing Fan', 'Quạt đứng', '落地扇', '扇風機', '스탠드 선풍기', 'พัดลมตั้งพื้น'),
      t('Quiet DC motor, 12 speeds and a remote control.', 'Động cơ DC êm, 12 tốc độ, có điều khiển từ xa.', '静音直流电机，12档风速，附遥控器。', '静かなDCモーター、12段階の風量、リモコン付き。', '조용한 DC 모터, 12단 풍량, 리모컨 포함.', 'มอเตอร์ DC เงียบ ปรับได้ 12 ระดับ พร้อมรีโมท'),
      [25, 110], COLOURS),
    kind('rice-cooker', t('Rice Cooker', 'Nồi cơm điện', '电饭煲', '炊飯器', '전기밥솥', 'หม้อหุงข้าว'),
      t('Fluffy rice every time, with keep-warm and a porridge mode.', 'Cơm chín đều, dẻo thơm, có chế độ giữ ấm và nấu cháo.', '米饭香软，带保温和煮粥功能。', '毎回ふっくらご飯、保温とおかゆモード付き。', '언제나 고슬고슬한 밥, 보온과 죽 모드 지원.', 'ข้าวหอมนุ่มทุกครั้ง มีโหมดอุ่นและต้มโจ๊ก'),
      [30, 160], dims.cookerVolume),
    kind('robot-vacuum', t('Robot Vacuum', 'Robot hút bụi', '扫地机器人', 'ロボット掃除機', '로봇청소기', 'หุ่นยนต์ดูดฝุ่น'),
      t('Laser mapping, strong suction and app scheduling.', 'Quét bản đồ bằng laser, lực hút mạnh, hẹn giờ qua ứng dụng.', '激光导航，强劲吸力，支持App预约。', 'レーザーマッピングと強力吸引、アプリで予約清掃。', '레이저 매핑, 강력한 흡입력, 앱 예약 청소.', 'แผนที่เลเซอร์ แรงดูดสูง ตั้งเวลาผ่านแอป'),
      [150, 480], COLOURS),
    kind('hair-dryer', t('Hair Dryer', 'Máy sấy tóc', '吹风机', 'ヘアドライヤー', '헤어드라이어', 'ไดร์เป่าผม'),
      t('Ionic airflow dries fast and keeps hair smooth.', 'Công nghệ ion sấy nhanh, giữ tóc suôn mượt.', '负离子风速干，头发顺滑不毛躁。', 'イオン風で速乾、髪なめらか。', '음이온 바람으로 빠르게 말리고 머릿결은 부드럽게.', 'ลมไอออนแห้งเร็ว ผมนุ่มลื่น'),
      [15, 90], COLOURS),
    kind('desk-lamp', t('LED Desk Lamp', 'Đèn bàn LED', 'LED台灯', 'LEDデスクライト', 'LED 책상 스탠드', 'โคมไฟตั้งโต๊ะ LED'),
      t('Flicker-free light with five colour temperatures.', 'Ánh sáng không nhấp nháy, năm chế độ màu.', '无频闪光源，五种色温可调。', 'ちらつきのない光、5段階の色温度。', '깜빡임 없는 조명, 5가지 색온도.', 'แสงไม่กระพริบ ปรับอุณหภูมิสีได้ห้าระดับ'),
      [12, 60], COLOURS),
  ],
  outdoors: [
    kind('tent', t('Camping Tent', 'Lều cắm trại', '露营帐篷', 'キャンプテント', '캠핑 텐트', 'เต็นท์แคมป์ปิ้ง'),
      t('Sets up in minutes and stays dry in tropical rain.', 'Dựng trong vài phút, khô ráo dưới mưa nhiệt đới.', '几分钟即可搭好，热带暴雨也不渗水。', '数分で設営でき、熱帯の雨でも濡れません。', '몇 분이면 설치되고 열대성 비에도 끄떡없음.', 'กางเสร็จในไม่กี่นาที กันฝนเขตร้อนได้ดี'),
      [45, 260], dims.persons),
    kind('backpack', t('Hiking Backpack', 'Ba lô leo núi', '登山背包', '登山リュック', '등산 배낭', 'เป้เดินป่า'),
      t('Breathable back panel, rain cover and many pockets.', 'Đệm lưng thoáng khí, kèm áo mưa và nhiều ngăn.', '透气背板，附防雨罩，多隔层设计。', '通気性の良い背面、レインカバーと多数のポケット。', '통기성 등판, 레인커버, 넉넉한 수납.', 'แผ่นหลังระบายอากาศ มีผ้าคลุมกันฝนและหลายช่อง'),
      [25, 140], dims.packVolume),
    kind('sleeping-bag', t('Sleeping Bag', 'Túi ngủ', '睡袋', '寝袋', '침낭', 'ถุงนอน'),
      t('Warm down to 10°C and packs into a small sack.', 'Giữ ấm tới 10°C, gấp gọn trong túi nhỏ.', '适用10°C，收纳后体积小巧。', '10°Cまで快適、コンパクトに収納。', '10°C까지 따뜻하고 작게 수납.', 'อบอุ่นถึง 10°C พับเก็บได้เล็ก'),
      [20, 120], COLOURS),
    kind('water-bottle', t('Insulated Water Bottle', 'Bình giữ nhiệt', '保温水壶', '真空断熱ボトル', '보온 물병', 'ขวดน้ำเก็บอุณหภูมิ'),
      t('Keeps drinks cold for 24 hours or hot for 12.', 'Giữ lạnh 24 giờ, giữ nóng 12 giờ.', '保冷24小时，保温12小时。', '保冷24時間・保温12時間。', '24시간 보냉, 12시간 보온.', 'เก็บความเย็น 24 ชั่วโมง ความร้อน 12 ชั่วโมง'),
      [9, 40], dims.bottleVolume),
    kind('camp-chair', t('Folding Camp Chair', 'Ghế xếp dã ngoại', '折叠露营椅', '折りたたみキャンプチェア', '접이식 캠핑 의자', 'เก้าอี้พับแคมป์ปิ้ง'),
      t('Light aluminium frame that holds up to 120 kg.', 'Khung nhôm nhẹ, chịu tải tới 120 kg.', '轻量铝合金支架，承重120公斤。', '軽量アルミフレームで耐荷重120kg。', '가벼운 알루미늄 프레임, 최대 120kg 지지.', 'โครงอลูมิเนียมน้ำหนักเบา รับน้ำหนักได้ 120 กก.'),
      [15, 70], COLOURS),
    kind('trekking-poles', t('Trekking Poles', 'Gậy leo núi', '登山杖', 'トレッキングポール', '트레킹 폴', 'ไม้เท้าเดินป่า'),
      t('Carbon shafts with quick locks and cork grips.', 'Thân carbon, khóa nhanh, tay cầm bần êm.', '碳纤维杆身，快锁设计，软木手柄。', 'カーボンシャフトにクイックロックとコルクグリップ。', '카본 샤프트, 퀵 잠금, 코르크 그립.', 'ก้านคาร์บอน ล็อกเร็ว ด้ามจับไม้ก๊อก'),
      [18, 80], COLOURS),
    kind('headlamp', t('LED Headlamp', 'Đèn pin đội đầu', 'LED头灯', 'LEDヘッドランプ', 'LED 헤드랜턴', 'ไฟฉายคาดหัว LED'),
      t('Bright 400-lumen beam, rechargeable over USB-C.', 'Độ sáng 400 lumen, sạc qua cổng USB-C.', '400流明强光，USB-C充电。', '400ルーメンの明るさ、USB-C充電式。', '400루멘 밝기, USB-C 충전.', 'สว่าง 400 ลูเมน ชาร์จผ่าน USB-C'),
      [8, 45], COLOURS),
  ],
  familyLife: [
    kind('bedding-set', t('Cotton Bedding Set', 'Bộ chăn ga gối cotton', '纯棉床上四件套', '綿の寝具セット', '면 침구 세트', 'ชุดเครื่องนอนผ้าฝ้าย'),
      t('Soft, breathable cotton that gets better with every wash.', 'Cotton mềm mại, thoáng mát, càng giặt càng mềm.', '柔软透气纯棉，越洗越舒服。', '柔らかく通気性の良い綿、洗うほどなじみます。', '부드럽고 통기성 좋은 면, 빨수록 더 부드러워요.', 'ผ้าฝ้ายนุ่ม ระบายอากาศดี ยิ่งซักยิ่งนุ่ม'),
      [30, 150], dims.bed),
    kind('frying-pan', t('Non-stick Frying Pan', 'Chảo chống dính', '不粘煎锅', '焦げ付かないフライパン', '논스틱 프라이팬', 'กระทะเคลือบกันติด'),
      t('Works on gas and induction, with a cool-touch handle.', 'Dùng được bếp ga và bếp từ, tay cầm cách nhiệt.', '燃气灶电磁炉通用，手柄隔热。', 'ガス・IH対応、熱くなりにくいハンドル。', '가스레인지와 인덕션 겸용, 열에 강한 손잡이.', 'ใช้ได้ทั้งเตาแก๊สและเตาแม่เหล็กไฟฟ้า ด้ามจับไม่ร้อน'),
      [12, 70], dims.panSize),
    kind('storage-box', t('Storage Box Set', 'Bộ hộp đựng đồ', '收纳箱套装', '収納ボックスセット', '수납함 세트', 'ชุดกล่องเก็บของ'),
      t('Stackable boxes with lids that keep every room tidy.', 'Hộp có nắp, xếp chồng được, nhà cửa gọn gàng.', '带盖可叠放，让每个房间井井有条。', 'フタ付きで積み重ねでき、部屋がすっきり。', '뚜껑 있는 적층형 수납함으로 방마다 깔끔하게.', 'กล่องมีฝาซ้อนได้ บ้านเป็นระเบียบทุกห้อง'),
      [10, 50], dims.pack),
    kind('towel-set', t('Bath Towel Set', 'Bộ khăn tắm', '浴巾套装', 'バスタオルセット', '목욕 타월 세트', 'ชุดผ้าเช็ดตัว'),
      t('Thick, absorbent and quick to dry.', 'Dày dặn, thấm hút tốt, nhanh khô.', '厚实吸水，干得快。', '厚手で吸水性が高く、乾きやすい。', '도톰하고 흡수력이 좋으며 빨리 마름.', 'หนานุ่ม ซับน้ำดี แห้งไว'),
      [12, 55], COLOURS),
    kind('dinnerware', t('Ceramic Dinnerware Set', 'Bộ bát đĩa sứ', '陶瓷餐具套装', '陶器の食器セット', '도자기 식기 세트', 'ชุดจานชามเซรามิก'),
      t('Hand-glazed bowls and plates, safe in microwave and dishwasher.', 'Bát đĩa tráng men thủ công, dùng được lò vi sóng và máy rửa bát.', '手工上釉，可用微波炉和洗碗机。', '手塗りの釉薬、電子レンジ・食洗機対応。', '수작업 유약, 전자레인지와 식기세척기 사용 가능.', 'เคลือบมือ ใช้กับไมโครเวฟและเครื่องล้างจานได้'),
      [25, 120], dims.pack),
    kind('stroller', t('Baby Stroller', 'Xe đẩy em bé', '婴儿推车', 'ベビーカー', '유모차', 'รถเข็นเด็ก'),
      t('Folds with one hand and reclines for naps on the go.', 'Gấp gọn bằng một tay, ngả lưng cho bé ngủ.', '单手折叠，可躺可坐。', '片手で折りたためて、リクライニングでお昼寝も。', '한 손으로 접히고 등받이를 눕혀 낮잠도 편하게.', 'พับได้ด้วยมือเดียว ปรับเอนนอนได้'),
      [80, 380], COLOURS),
  ],
  health: [
    kind('bp-monitor', t('Blood Pressure Monitor', 'Máy đo huyết áp', '电子血压计', '血圧計', '혈압계', 'เครื่องวัดความดันโลหิต'),
      t('Accurate upper-arm readings with memory for two users.', 'Đo bắp tay chính xác, lưu kết quả cho hai người.', '上臂式精准测量，支持两人记忆。', '上腕式で正確に測定、2人分のメモリー。', '상완식으로 정확하게, 2인 기록 저장.', 'วัดที่ต้นแขนแม่นยำ บันทึกได้สองคน'),
      [25, 90], COLOURS),
    kind('vitamin-c', t('Vitamin C Tablets', 'Viên uống vitamin C', '维生素C片', 'ビタミンCタブレット', '비타민C 정', 'วิตามินซีชนิดเม็ด'),
      t('1000 mg per tablet to support everyday immunity.', 'Mỗi viên 1000 mg, hỗ trợ tăng sức đề kháng.', '每片1000毫克，助力日常免疫。', '1粒1000mgで毎日の健康をサポート。', '1정당 1000mg, 매일의 면역력 관리.', 'เม็ดละ 1000 มก. เสริมภูมิคุ้มกันทุกวัน'),
      [6, 30], dims.tablets),
    kind('yoga-mat', t('Yoga Mat', 'Thảm tập yoga', '瑜伽垫', 'ヨガマット', '요가 매트', 'เสื่อโยคะ'),
      t('Non-slip 6 mm cushioning with a carry strap.', 'Dày 6 mm, chống trượt, kèm dây đeo.', '6毫米厚防滑垫，附背带。', '滑りにくい6mm厚、ストラップ付き。', '미끄럼 방지 6mm 쿠션, 스트랩 포함.', 'หนา 6 มม. กันลื่น พร้อมสายสะพาย'),
      [12, 60], COLOURS),
    kind('thermometer', t('Digital Thermometer', 'Nhiệt kế điện tử', '电子体温计', 'デジタル体温計', '디지털 체온계', 'เทอร์โมมิเตอร์ดิจิทัล'),
      t('Reads in ten seconds with a fever alert.', 'Đo trong mười giây, báo sốt tự động.', '十秒出结果，发烧提示。', '10秒で測定、発熱アラーム付き。', '10초 측정, 발열 알림 기능.', 'วัดได้ในสิบวินาที มีเสียงเตือนไข้'),
      [5, 35], COLOURS),
    kind('massage-gun', t('Massage Gun', 'Súng massage cầm tay', '筋膜枪', 'マッサージガン', '마사지건', 'ปืนนวดกล้ามเนื้อ'),
      t('Six heads and five speeds to ease tired muscles.', 'Sáu đầu và năm tốc độ giúp thư giãn cơ bắp.', '六个按摩头，五档力度，放松肌肉。', '6種のアタッチメントと5段階で筋肉をほぐします。', '6가지 헤드와 5단 속도로 근육 이완.', 'หัวนวดหกแบบ ห้าระดับ คลายกล้ามเนื้อ'),
      [35, 160], COLOURS),
    kind('face-mask', t('Sheet Face Masks', 'Mặt nạ giấy dưỡng da', '补水面膜', 'シートマスク', '시트 마스크팩', 'แผ่นมาส์กหน้า'),
      t('Hyaluronic acid and aloe for soft, hydrated skin.', 'Chứa axit hyaluronic và lô hội, da mềm mịn, đủ ẩm.', '含玻尿酸和芦荟，补水保湿。', 'ヒアルロン酸とアロエでしっとり肌に。', '히알루론산과 알로에로 촉촉한 피부.', 'ไฮยาลูรอนและว่านหางจระเข้ ผิวชุ่มชื่น'),
      [6, 35], dims.sheets),
    kind('smart-scale', t('Smart Body Scale', 'Cân sức khỏe thông minh', '智能体脂秤', 'スマート体組成計', '스마트 체중계', 'เครื่องชั่งน้ำหนักอัจฉริยะ'),
      t('Tracks weight, body fat and BMI in a phone app.', 'Theo dõi cân nặng, mỡ cơ thể và BMI trên điện thoại.', '手机App记录体重、体脂和BMI。', '体重・体脂肪・BMIをスマホアプリで管理。', '체중, 체지방, BMI를 앱으로 관리.', 'ติดตามน้ำหนัก ไขมัน และ BMI ผ่านแอป'),
      [15, 60], COLOURS),
  ],
  mensClothing: [
    kind('oxford-shirt', t('Oxford Shirt', 'Áo sơ mi Oxford', '牛津纺衬衫', 'オックスフォードシャツ', '옥스퍼드 셔츠', 'เสื้อเชิ้ตอ็อกซ์ฟอร์ด'),
      t('Soft cotton oxford for the office or the weekend.', 'Vải oxford cotton mềm, mặc đi làm hay đi chơi đều hợp.', '柔软纯棉牛津纺，通勤休闲皆宜。', '柔らかな綿オックスフォード、仕事にも休日にも。', '부드러운 면 옥스퍼드, 출근에도 주말에도.', 'ผ้าฝ้ายอ็อกซ์ฟอร์ดนุ่ม ใส่ทำงานหรือวันหยุดก็ได้'),
      [18, 60], CLOTHING_SIZES),
    kind('polo', t('Polo Shirt', 'Áo polo nam', '男士Polo衫', 'ポロシャツ', '폴로 셔츠', 'เสื้อโปโล'),
      t('Breathable piqué cotton that keeps its shape.', 'Vải cá sấu cotton thoáng mát, giữ form tốt.', '透气珠地棉，不易变形。', '通気性の良い鹿の子素材で型崩れしにくい。', '통기성 좋은 피케 면, 형태 유지.', 'ผ้าปิเก้ระบายอากาศ ทรงไม่เสีย'),
      [12, 45], CLOTHING_SIZES),
    kind('chinos', t('Chino Trousers', 'Quần kaki nam', '休闲卡其裤', 'チノパン', '치노 팬츠', 'กางเกงชิโน่'),
      t('Slight stretch and a clean tapered leg.', 'Co giãn nhẹ, ống côn gọn gàng.', '微弹面料，利落收脚版型。', '程よいストレッチとすっきりテーパード。', '약간의 신축성과 깔끔한 테이퍼드 핏.', 'ผ้ายืดเล็กน้อย ทรงขาเรียวเรียบร้อย'),
      [20, 65], CLOTHING_SIZES),
    kind('denim-jacket', t('Denim Jacket', 'Áo khoác jean', '牛仔夹克', 'デニムジャケット', '데님 재킷', 'แจ็คเก็ตยีนส์'),
      t('Washed denim that softens with every wear.', 'Vải jean wash, càng mặc càng mềm.', '水洗牛仔布，越穿越柔软。', '洗いをかけたデニムで着るほどなじみます。', '워싱 데님으로 입을수록 부드러워요.', 'ผ้ายีนส์ฟอก ยิ่งใส่ยิ่งนุ่ม'),
      [30, 110], CLOTHING_SIZES),
    kind('linen-shorts', t('Linen Shorts', 'Quần short vải lanh', '亚麻短裤', 'リネンショートパンツ', '린넨 반바지', 'กางเกงขาสั้นผ้าลินิน'),
      t('Cool linen blend for hot, humid days.', 'Vải lanh pha mát mẻ cho ngày nóng ẩm.', '凉爽亚麻混纺，适合湿热天气。', '蒸し暑い日に涼しいリネン混。', '덥고 습한 날에 시원한 린넨 혼방.', 'ผ้าลินินผสม ใส่สบายในวันร้อนชื้น'),
      [12, 40], CLOTHING_SIZES),
    kind('belt', t('Leather Belt', 'Thắt lưng da', '真皮腰带', 'レザーベルト', '가죽 벨트', 'เข็มขัดหนัง'),
      t('Full-grain leather with a brushed steel buckle.', 'Da bò nguyên tấm, khóa thép xước.', '头层牛皮，拉丝钢扣。', 'フルグレインレザーにヘアライン仕上げのバックル。', '풀그레인 가죽과 브러시드 스틸 버클.', 'หนังแท้เต็มแผ่น หัวเข็มขัดสเตนเลสปัดเงา'),
      [10, 55], COLOURS),
    kind('sneakers', t('Canvas Sneakers', 'Giày sneaker vải', '帆布运动鞋', 'キャンバススニーカー', '캔버스 스니커즈', 'รองเท้าผ้าใบแคนวาส'),
      t('Cushioned insole and a grippy rubber sole.', 'Đế lót êm, đế cao su bám tốt.', '缓震鞋垫，防滑橡胶底。', 'クッション性のある中敷きとグリップの効くゴム底。', '쿠션 깔창과 미끄럼 방지 고무 밑창.', 'พื้นรองในนุ่ม พื้นยางยึดเกาะดี'),
      [20, 80], SHOE_SIZES),
  ],
  womensClothing: [
    kind('midi-dress', t('Floral Midi Dress', 'Đầm midi hoa', '碎花中长裙', '花柄ミディワンピース', '플로럴 미디 원피스', 'ชุดเดรสมิดี้ลายดอกไม้'),
      t('Flowing chiffon with a flattering wrap waist.', 'Voan mềm rủ, eo vạt chéo tôn dáng.', '垂坠雪纺，裹身收腰显瘦。', 'ふんわりシフォンにラップ風ウエスト。', '하늘하늘한 시폰과 랩 스타일 허리.', 'ผ้าชีฟองพลิ้ว เอวป้ายเสริมหุ่น'),
      [20, 75], CLOTHING_SIZES),
    kind('silk-blouse', t('Silk Blouse', 'Áo kiểu lụa', '真丝衬衫', 'シルクブラウス', '실크 블라우스', 'เสื้อเบลาส์ผ้าไหม'),
      t('Smooth mulberry silk with a soft sheen.', 'Lụa tơ tằm mịn màng, bóng nhẹ.', '桑蚕丝面料，柔滑有光泽。', 'なめらかなシルクに上品な光沢。', '매끄러운 실크에 은은한 광택.', 'ผ้าไหมเนื้อเนียน เงางามอย่างนุ่มนวล'),
      [25, 90], CLOTHING_SIZES),
    kind('ao-dai', t('Modern Ao Dai', 'Áo dài cách tân', '改良奥黛', 'モダンアオザイ', '모던 아오자이', 'ชุดอ๊าวส่ายประยุกต์'),
      t('A modern cut of the Vietnamese classic, for Tết and festivals.', 'Dáng cách tân của áo dài truyền thống, hợp diện Tết và lễ hội.', '越南传统服饰的改良剪裁，适合新年和节庆。', 'ベトナムの伝統衣装をモダンに、テトやお祭りに。', '베트남 전통 의상을 현대적으로, 명절과 축제에.', 'ชุดประจำชาติเวียดนามแบบร่วมสมัย เหมาะกับเทศกาล'),
      [35, 140], CLOTHING_SIZES),
    kind('pleated-skirt', t('Pleated Skirt', 'Chân váy xếp ly', '百褶裙', 'プリーツスカート', '플리츠 스커트', 'กระโปรงพลีท'),
      t('Crisp pleats that move with you and never crease.', 'Ly xếp sắc nét, bay bổng, không nhăn.', '褶裥挺括灵动，不易起皱。', '動きに合わせて揺れるシワになりにくいプリーツ。', '구김 없이 살랑이는 또렷한 주름.', 'จีบคมชัด พลิ้วไหว ไม่ยับง่าย'),
      [15, 50], CLOTHING_SIZES),
    kind('cardigan', t('Knit Cardigan', 'Áo cardigan len', '针织开衫', 'ニットカーディガン', '니트 카디건', 'เสื้อคาร์ดิแกนไหมพรม'),
      t('Light knit for air-conditioned offices and cool evenings.', 'Len mỏng nhẹ cho phòng máy lạnh và buổi tối se lạnh.', '轻薄针织，适合空调房和微凉夜晚。', '冷房の効いたオフィスや涼しい夜に軽いニット。', '에어컨 사무실과 선선한 저녁을 위한 가벼운 니트.', 'ไหมพรมบางเบา สำหรับห้องแอร์และค่ำคืนเย็นสบาย'),
      [18, 65], CLOTHING_SIZES),
    kind('tote-bag', t('Canvas Tote Bag', 'Túi tote vải canvas', '帆布托特包', 'キャンバストートバッグ', '캔버스 토트백', 'กระเป๋าโท้ทผ้าแคนวาส'),
      t('Roomy enough for a laptop, with an inner zip pocket.', 'Rộng rãi, vừa máy tính, có ngăn khóa kéo bên trong.', '容量大，可放笔记本电脑，内有拉链袋。', 'ノートPCも入る大容量、内ファスナーポケット付き。', '노트북도 들어가는 넉넉한 수납, 안쪽 지퍼 포켓.', 'จุใส่แล็ปท็อปได้ มีช่องซิปด้านใน'),
      [10, 45], COLOURS),
    kind('wide-leg-pants', t('Wide-leg Trousers', 'Quần ống rộng', '阔腿裤', 'ワイドパンツ', '와이드 팬츠', 'กางเกงขากว้าง'),
      t('High waist and an airy, relaxed leg.', 'Cạp cao, ống rộng thoải mái.', '高腰设计，宽松透气。', 'ハイウエストでゆったり涼しい。', '하이웨이스트에 여유로운 핏.', 'เอวสูง ขาโปร่งสบาย'),
      [15, 55], CLOTHING_SIZES),
  ],
  food: [
    kind('jasmine-rice', t('Jasmine Rice', 'Gạo thơm lài', '茉莉香米', 'ジャスミンライス', '재스민 쌀', 'ข้าวหอมมะลิ'),
      t('Fragrant long grains from the Mekong Delta.', 'Hạt dài, thơm dịu từ đồng bằng sông Cửu Long.', '产自湄公河三角洲的长粒香米。', 'メコンデルタ産の香り高い長粒米。', '메콩 삼각주에서 온 향긋한 장립미.', 'ข้าวเมล็ดยาวหอมกรุ่นจากลุ่มแม่น้ำโขง'),
      [6, 28], dims.weightRice),
    kind('robusta-coffee', t('Robusta Ground Coffee', 'Cà phê Robusta rang xay', '罗布斯塔研磨咖啡', 'ロブスタ挽き豆コーヒー', '로부스타 분쇄 원두', 'กาแฟโรบัสต้าคั่วบด'),
      t('Dark roast from the Central Highlands, made for phin filters.', 'Rang đậm từ Tây Nguyên, hợp pha phin.', '来自越南中部高原的深烘咖啡，适合滴漏壶。', 'ベトナム中部高原の深煎り、フィン抽出に最適。', '베트남 중부 고원의 다크 로스트, 핀 필터용.', 'คั่วเข้มจากที่ราบสูงตอนกลาง เหมาะกับดริปฟิน'),
      [7, 30], dims.weightCoffee),
    kind('dried-mango', t('Dried Mango', 'Xoài sấy dẻo', '芒果干', 'ドライマンゴー', '건망고', 'มะม่วงอบแห้ง'),
      t('Chewy slices with no added colouring.', 'Miếng xoài dẻo, không phẩm màu.', '软糯果干，不添加色素。', 'しっとり食感、着色料不使用。', '쫄깃한 과육, 색소 무첨가.', 'เนื้อหนึบ ไม่ใส่สี'),
      [4, 18], dims.weightSmall),
    kind('fish-sauce', t('Fish Sauce', 'Nước mắm', '鱼露', '魚醤', '피시 소스', 'น้ำปลา'),
      t('Anchovy and sea salt, aged in wooden barrels.', 'Cá cơm và muối biển, ủ chượp trong thùng gỗ.', '凤尾鱼与海盐，木桶陈酿。', 'カタクチイワシと海塩を木樽で熟成。', '멸치와 천일염을 나무통에서 숙성.', 'ปลากะตักและเกลือทะเล หมักในถังไม้'),
      [4, 20], dims.sauceVolume),
    kind('oolong-tea', t('Oolong Tea', 'Trà ô long', '乌龙茶', '烏龍茶', '우롱차', 'ชาอูหลง'),
      t('Hand-rolled leaves with a floral, honeyed finish.', 'Lá trà vo tay, hậu vị ngọt hương hoa.', '手工揉捻，花香蜜韵。', '手揉みの茶葉、花の香りと蜜のような余韻。', '손으로 말아 낸 찻잎, 꽃향과 꿀 같은 여운.', 'ใบชาม้วนมือ หอมดอกไม้ หวานละมุน'),
      [6, 40], dims.weightTea),
    kind('cashews', t('Roasted Cashew Nuts', 'Hạt điều rang muối', '盐焗腰果', 'ローストカシューナッツ', '구운 캐슈넛', 'เม็ดมะม่วงหิมพานต์อบ'),
      t('Whole cashews from Bình Phước, lightly salted.', 'Hạt điều nguyên hạt Bình Phước, rang muối vừa.', '平福省整粒腰果，微咸。', 'ビンフオック省産の大粒カシュー、軽い塩味。', '빈프억산 통캐슈넛, 살짝 짭짤하게.', 'เม็ดมะม่วงหิมพานต์เต็มเม็ดจากบิ่ญเฟื้อก รสเค็มอ่อน'),
      [6, 25], dims.weightSmall),
    kind('instant-pho', t('Instant Pho Noodles', 'Phở ăn liền', '速食越南河粉', 'インスタントフォー', '인스턴트 쌀국수', 'เฝอกึ่งสำเร็จรูป'),
      t('Rice noodles with a rich beef broth, ready in three minutes.', 'Bánh phở với nước dùng bò đậm đà, ba phút là xong.', '米粉配浓郁牛肉汤，三分钟即食。', '濃厚な牛だしスープの米麺、3分で完成。', '진한 소고기 육수의 쌀국수, 3분이면 완성.', 'เส้นเฝอกับน้ำซุปเนื้อเข้มข้น พร้อมทานในสามนาที'),
      [3, 15], dims.noodles),
  ],
  mobilePhone: [
    kind('smartphone', t('Smartphone', 'Điện thoại thông minh', '智能手机', 'スマートフォン', '스마트폰', 'สมาร์ทโฟน'),
      t('6.7-inch AMOLED screen, 50 MP camera and 5G.', 'Màn hình AMOLED 6,7 inch, camera 50 MP, hỗ trợ 5G.', '6.7英寸AMOLED屏，5000万像素相机，支持5G。', '6.7インチ有機EL、50MPカメラ、5G対応。', '6.7인치 AMOLED, 5000만 화소 카메라, 5G.', 'จอ AMOLED 6.7 นิ้ว กล้อง 50 MP รองรับ 5G'),
      [180, 1100], STORAGE),
    kind('phone-case', t('Phone Case', 'Ốp lưng điện thoại', '手机壳', 'スマホケース', '휴대폰 케이스', 'เคสโทรศัพท์'),
      t('Shock-absorbing corners and a slim matte finish.', 'Góc chống sốc, mặt lưng nhám mỏng nhẹ.', '四角防摔，轻薄磨砂手感。', '衝撃を吸収するコーナー、薄型マット仕上げ。', '충격 흡수 모서리와 슬림한 무광 마감.', 'มุมกันกระแทก ผิวด้านบางเบา'),
      [5, 25], COLOURS),
    kind('power-bank', t('Power Bank 20000mAh', 'Sạc dự phòng 20000mAh', '20000毫安充电宝', 'モバイルバッテリー 20000mAh', '보조배터리 20000mAh', 'พาวเวอร์แบงค์ 20000mAh'),
      t('Charges a phone four times, with 22.5 W fast charging.', 'Sạc đầy điện thoại bốn lần, sạc nhanh 22,5 W.', '可为手机充满四次，支持22.5W快充。', 'スマホを約4回充電、22.5W急速充電対応。', '휴대폰 4회 충전, 22.5W 고속 충전.', 'ชาร์จมือถือได้สี่รอบ ชาร์จเร็ว 22.5 W'),
      [15, 55], COLOURS),
    kind('earbuds', t('Wireless Earbuds', 'Tai nghe không dây', '无线蓝牙耳机', 'ワイヤレスイヤホン', '무선 이어폰', 'หูฟังไร้สาย'),
      t('Active noise cancelling and 30 hours with the case.', 'Chống ồn chủ động, dùng 30 giờ cùng hộp sạc.', '主动降噪，配合充电盒续航30小时。', 'アクティブノイズキャンセリング、ケース込みで30時間。', '액티브 노이즈 캔슬링, 케이스 포함 30시간.', 'ตัดเสียงรบกวน ใช้งานได้ 30 ชั่วโมงรวมเคส'),
      [20, 180], COLOURS),
    kind('fast-charger', t('65W Fast Charger', 'Củ sạc nhanh 65W', '65W快充充电器', '65W急速充電器', '65W 고속 충전기', 'หัวชาร์จเร็ว 65W'),
      t('GaN charger for a phone and a laptop at once.', 'Công nghệ GaN, sạc cùng lúc điện thoại và laptop.', '氮化镓充电器，手机电脑同时充。', 'GaN採用、スマホとノートPCを同時に充電。', 'GaN 충전기로 휴대폰과 노트북 동시 충전.', 'หัวชาร์จ GaN ชาร์จมือถือและโน้ตบุ๊กพร้อมกัน'),
      [12, 45], COLOURS),
    kind('screen-protector', t('Tempered Glass Screen Protector', 'Kính cường lực điện thoại', '手机钢化膜', '強化ガラス保護フィルム', '강화유리 액정 보호 필름', 'ฟิล์มกระจกนิรภัย'),
      t('9H hardness, bubble-free install with a guide frame.', 'Độ cứng 9H, dán không bọt khí với khung căn chỉnh.', '9H硬度，附贴膜神器，无气泡。', '硬度9H、ガイド枠で気泡なく貼れます。', '9H 경도, 가이드 프레임으로 기포 없이 부착.', 'ความแข็ง 9H ติดง่ายไม่มีฟองอากาศ'),
      [3, 15], dims.pack),
    kind('selfie-stick', t('Selfie Stick Tripod', 'Gậy chụp ảnh tự sướng', '手机自拍杆', '自撮り棒三脚', '셀카봉 삼각대', 'ไม้เซลฟี่ขาตั้งกล้อง'),
      t('Extends to one metre, with a Bluetooth remote.', 'Kéo dài tới một mét, kèm remote Bluetooth.', '可伸长至一米，附蓝牙遥控器。', '最長1メートル、Bluetoothリモコン付き。', '최대 1미터까지 늘어나고 블루투스 리모컨 포함.', 'ยืดได้ถึงหนึ่งเมตร มีรีโมทบลูทูธ'),
      [8, 30], COLOURS),
  ],
  toys: [
    kind('building-blocks', t('Building Blocks Set', 'Bộ đồ chơi xếp hình', '拼搭积木套装', 'ブロックセット', '블록 세트', 'ชุดตัวต่อ'),
      t('Compatible bricks that spark hours of creative play.', 'Các mảnh ghép tương thích, bé sáng tạo hàng giờ liền.', '通用颗粒，激发孩子的创造力。', '互換ブロックで何時間でも創造的に遊べます。', '호환 블록으로 몇 시간이고 창의 놀이.', 'ตัวต่อใช้ร่วมกันได้ เล่นสร้างสรรค์ได้หลายชั่วโมง'),
      [12, 90], dims.pieces),
    kind('teddy-bear', t('Plush Teddy Bear', 'Gấu bông', '毛绒泰迪熊', 'テディベアのぬいぐるみ', '테디베어 인형', 'ตุ๊กตาหมีเท็ดดี้'),
      t('Super-soft and safe for little ones, machine washable.', 'Siêu mềm, an toàn cho bé, giặt máy được.', '超柔软，宝宝安全，可机洗。', 'ふわふわで小さな子にも安心、洗濯機で洗えます。', '아주 부드럽고 아이에게 안전하며 세탁기 사용 가능.', 'นุ่มมาก ปลอดภัยสำหรับเด็ก ซักเครื่องได้'),
      [8, 45], dims.plushSize),
    kind('rc-car', t('Remote Control Car', 'Xe điều khiển từ xa', '遥控汽车', 'ラジコンカー', 'RC 자동차', 'รถบังคับวิทยุ'),
      t('Four-wheel drive off-roader, 25 km/h top speed.', 'Xe địa hình dẫn động bốn bánh, tốc độ tới 25 km/h.', '四驱越野，最高时速25公里。', '四輪駆動のオフロード、最高時速25km。', '4륜 구동 오프로더, 최고 시속 25km.', 'รถออฟโรดขับเคลื่อนสี่ล้อ เร็วสุด 25 กม./ชม.'),
      [18, 95], COLOURS),
    kind('jigsaw', t('Jigsaw Puzzle', 'Tranh ghép hình', '拼图', 'ジグソーパズル', '직소 퍼즐', 'จิ๊กซอว์'),
      t('Thick pieces printed with Asian landscapes.', 'Mảnh ghép dày, in phong cảnh châu Á.', '加厚拼片，印有亚洲风景。', '厚手のピースにアジアの風景をプリント。', '두꺼운 조각에 아시아 풍경 인쇄.', 'ชิ้นหนา พิมพ์ลายทิวทัศน์เอเชีย'),
      [8, 30], dims.pieces),
    kind('wooden-train', t('Wooden Train Set', 'Bộ tàu hỏa gỗ', '木制小火车套装', '木製トレインセット', '원목 기차 세트', 'ชุดรถไฟไม้'),
      t('Beech wood track and carriages with magnetic couplings.', 'Đường ray và toa bằng gỗ sồi, nối bằng nam châm.', '榉木轨道与车厢，磁吸连接。', 'ブナ材のレールと車両、マグネット連結。', '너도밤나무 레일과 자석 연결 객차.', 'รางและตู้รถไฟไม้บีช ต่อด้วยแม่เหล็ก'),
      [20, 70], dims.pack),
    kind('drawing-kit', t('Kids Drawing Kit', 'Bộ dụng cụ vẽ cho bé', '儿童绘画套装', 'キッズお絵かきセット', '어린이 미술 세트', 'ชุดระบายสีสำหรับเด็ก'),
      t('Crayons, markers and watercolours in a carry case.', 'Bút sáp, bút màu và màu nước trong hộp xách tay.', '蜡笔、马克笔和水彩，装在手提盒中。', 'クレヨン・マーカー・水彩を持ち運びケースに。', '크레용, 마커, 수채화 물감을 휴대용 케이스에.', 'สีเทียน ปากกาเมจิก และสีน้ำ ในกล่องพกพา'),
      [8, 35], COLOURS),
    kind('speed-cube', t('Speed Cube', 'Khối rubik tốc độ', '速拧魔方', 'スピードキューブ', '스피드 큐브', 'รูบิคสปีดคิวบ์'),
      t('Smooth magnetic turning for beginners and racers.', 'Xoay êm có nam châm, hợp người mới và thi đấu.', '磁力定位，转动顺滑，新手竞速皆宜。', 'マグネット内蔵でなめらか、初心者にも競技にも。', '자석 내장으로 부드럽게, 입문자와 선수 모두에게.', 'หมุนลื่นด้วยแม่เหล็ก เหมาะทั้งมือใหม่และนักแข่ง'),
      [4, 20], dims.cubeSize),
  ],
}

// ---------------------------------------------------------------------------------------------
// Title words

/** A brand-like series name. Vietnamese and Thai listings keep the Latin name. */
export interface Series {
  key: string
  name: Text
}

function series(en: string, zh: string, ja: string, ko: string): Series {
  return { key: en.toLowerCase(), name: t(en, en, zh, ja, ko, en) }
}

export const SERIES: Series[] = [
  series('Aurora', '极光', 'オーロラ', '오로라'),
  series('Lotus', '莲花', 'ロータス', '로터스'),
  series('Nova', '新星', 'ノヴァ', '노바'),
  series('Jade', '翡翠', 'ジェイド', '제이드'),
  series('Monsoon', '季风', 'モンスーン', '몬순'),
  series('Bamboo', '青竹', 'バンブー', '뱀부'),
  series('Horizon', '地平线', 'ホライゾン', '호라이즌'),
  series('Coral', '珊瑚', 'コーラル', '코랄'),
  series('Summit', '峰顶', 'サミット', '서밋'),
  series('Orchid', '兰花', 'オーキッド', '오키드'),
  series('Zen', '禅意', 'ゼン', '젠'),
  series('Pearl', '珍珠', 'パール', '펄'),
]

/**
 * What follows the series name. A `model` suffix (Pro, Max) stays with the series in every language
 * ("Điện thoại thông minh Aurora Pro"); an `adjective` goes where the language puts adjectives.
 */
export interface Variant {
  key: string
  type: 'model' | 'adjective'
  word: Text
}

function model(word: string): Variant {
  return { key: word.toLowerCase(), type: 'model', word: same(word) }
}
function adjective(key: string, word: Text): Variant {
  return { key, type: 'adjective', word }
}

const MODELS = ['Pro', 'Lite', 'Max', 'Plus', 'Air', 'Ultra', 'Mini', 'X'].map(model)

export const VARIANTS: Record<CategoryKey, Variant[]> = {
  computer: MODELS,
  electrical: MODELS,
  mobilePhone: MODELS,
  outdoors: [
    adjective('ultralight', t('Ultralight', 'siêu nhẹ', '超轻', '超軽量', '초경량', 'น้ำหนักเบาพิเศษ')),
    adjective('waterproof', t('Waterproof', 'chống nước', '防水', '防水', '방수', 'กันน้ำ')),
    adjective('all-season', t('All-season', 'bốn mùa', '四季', 'オールシーズン', '사계절', 'ทุกฤดู')),
    adjective('compact', t('Compact', 'nhỏ gọn', '便携', 'コンパクト', '컴팩트', 'ขนาดกะทัดรัด')),
  ],
  familyLife: [
    adjective('classic', t('Classic', 'cổ điển', '经典', 'クラシック', '클래식', 'คลาสสิก')),
    adjective('premium', t('Premium', 'cao cấp', '高端', 'プレミアム', '프리미엄', 'พรีเมียม')),
    adjective('eco', t('Eco', 'thân thiện môi trường', '环保', 'エコ', '친환경', 'รักษ์โลก')),
    adjective('minimalist', t('Minimalist', 'tối giản', '简约', 'ミニマル', '미니멀', 'มินิมอล')),
  ],
  health: [
    adjective('premium', t('Premium', 'cao cấp', '优选', 'プレミアム', '프리미엄', 'พรีเมียม')),
    adjective('essential', t('Essential', 'thiết yếu', '基础款', 'ベーシック', '에센셜', 'เบสิก')),
    adjective('travel', t('Travel', 'du lịch', '旅行装', 'トラベル', '여행용', 'แบบพกพา')),
    adjective('family', t('Family', 'gia đình', '家庭装', 'ファミリー', '패밀리', 'สำหรับครอบครัว')),
  ],
  mensClothing: [
    adjective('classic', t('Classic', 'cổ điển', '经典', 'クラシック', '클래식', 'คลาสสิก')),
    adjective('slim-fit', t('Slim-fit', 'dáng ôm', '修身', 'スリム', '슬림핏', 'ทรงสลิม')),
    adjective('relaxed', t('Relaxed', 'dáng rộng', '宽松', 'リラックス', '루즈핏', 'ทรงหลวม')),
    adjective('summer', t('Summer', 'mùa hè', '夏季', 'サマー', '썸머', 'หน้าร้อน')),
  ],
  womensClothing: [
    adjective('classic', t('Classic', 'cổ điển', '经典', 'クラシック', '클래식', 'คลาสสิก')),
    adjective('summer', t('Summer', 'mùa hè', '夏季', 'サマー', '썸머', 'หน้าร้อน')),
    adjective('elegant', t('Elegant', 'thanh lịch', '优雅', 'エレガント', '엘레강스', 'สง่างาม')),
    adjective('casual', t('Casual', 'dạo phố', '休闲', 'カジュアル', '캐주얼', 'ลำลอง')),
  ],
  food: [
    adjective('organic', t('Organic', 'hữu cơ', '有机', 'オーガニック', '유기농', 'ออร์แกนิก')),
    adjective('premium', t('Premium', 'thượng hạng', '精选', '特選', '프리미엄', 'พรีเมียม')),
    adjective('traditional', t('Traditional', 'truyền thống', '传统', '伝統の', '전통', 'สูตรดั้งเดิม')),
    adjective('artisan', t('Artisan', 'thủ công', '手工', '手作り', '수제', 'ทำมือ')),
  ],
  toys: [
    adjective('deluxe', t('Deluxe', 'cao cấp', '豪华', 'デラックス', '디럭스', 'ดีลักซ์')),
    adjective('classic', t('Classic', 'cổ điển', '经典', 'クラシック', '클래식', 'คลาสสิก')),
    adjective('educational', t('Educational', 'giáo dục', '益智', '知育', '교육용', 'เสริมพัฒนาการ')),
    adjective('mini', t('Mini', 'mini', '迷你', 'ミニ', '미니', 'มินิ')),
  ],
}

/** The tile colour (HSL hue) and shape of each category. */
export const CATEGORY_LOOK: Record<CategoryKey, { hue: number; glyph: Glyph }> = {
  computer: { hue: 215, glyph: 'laptop' },
  electrical: { hue: 40, glyph: 'bolt' },
  outdoors: { hue: 140, glyph: 'tent' },
  familyLife: { hue: 25, glyph: 'home' },
  health: { hue: 170, glyph: 'cross' },
  mensClothing: { hue: 230, glyph: 'shirt' },
  womensClothing: { hue: 330, glyph: 'dress' },
  food: { hue: 10, glyph: 'bowl' },
  mobilePhone: { hue: 265, glyph: 'phone' },
  toys: { hue: 55, glyph: 'blocks' },
}

// ---------------------------------------------------------------------------------------------
// Shops

export const CITIES = {
  hcmc: t('Ho Chi Minh City', 'TP. Hồ Chí Minh', '胡志明市', 'ホーチミン市', '호찌민시', 'นครโฮจิมินห์'),
  hanoi: t('Hanoi', 'Hà Nội', '河内', 'ハノイ', '하노이', 'ฮานอย'),
  danang: t('Da Nang', 'Đà Nẵng', '岘港', 'ダナン', '다낭', 'ดานัง'),
  cantho: t('Can Tho', 'Cần Thơ', '芹苴', 'カントー', '껀터', 'เกิ่นเทอ'),
  bangkok: t('Bangkok', 'Băng Cốc', '曼谷', 'バンコク', '방콕', 'กรุงเทพฯ'),
  chiangmai: t('Chiang Mai', 'Chiang Mai', '清迈', 'チェンマイ', '치앙마이', 'เชียงใหม่'),
  shenzhen: t('Shenzhen', 'Thâm Quyến', '深圳', '深セン', '선전', 'เซินเจิ้น'),
  guangzhou: t('Guangzhou', 'Quảng Châu', '广州', '広州', '광저우', 'กวางโจว'),
  seoul: t('Seoul', 'Seoul', '首尔', 'ソウル', '서울', 'โซล'),
  tokyo: t('Tokyo', 'Tokyo', '东京', '東京', '도쿄', 'โตเกียว'),
  osaka: t('Osaka', 'Osaka', '大阪', '大阪', '오사카', 'โอซาก้า'),
  singapore: t('Singapore', 'Singapore', '新加坡', 'シンガポール', '싱가포르', 'สิงคโปร์'),
} as const

/** The IANA time zone of each city: a shop counts its days (sales per day) in its city's. */
export const CITY_TIME_ZONES: Record<keyof typeof CITIES, string> = {
  hcmc: 'Asia/Ho_Chi_Minh', hanoi: 'Asia/Ho_Chi_Minh', danang: 'Asia/Ho_Chi_Minh', cantho: 'Asia/Ho_Chi_Minh',
  bangkok: 'Asia/Bangkok', chiangmai: 'Asia/Bangkok', shenzhen: 'Asia/Shanghai', guangzhou: 'Asia/Shanghai',
  seoul: 'Asia/Seoul', tokyo: 'Asia/Tokyo', osaka: 'Asia/Tokyo', singapore: 'Asia/Singapore',
}

export interface ShopData {
  key: string
  /** A brand name, the same in every language. */
  name: string
  city: keyof typeof CITIES
  categories: CategoryKey[]
  description: Text
}

export const SHOPS: ShopData[] = [
  {
    key: 'saigon-tech-hub', name: 'Saigon Tech Hub', city: 'hcmc', categories: ['computer', 'mobilePhone', 'electrical'],
    description: t('Laptops, phones and accessories with official warranty.', 'Máy tính, điện thoại và phụ kiện chính hãng, bảo hành đầy đủ.', '正品笔记本、手机及配件，官方保修。', '正規保証付きのノートPC・スマホ・アクセサリー。', '정품 보증 노트북, 휴대폰, 액세서리.', 'แล็ปท็อป มือถือ และอุปกรณ์เสริม รับประกันศูนย์'),
  },
  {
    key: 'hanoi-home-living', name: 'Hanoi Home & Living', city: 'hanoi', categories: ['familyLife', 'electrical'],
    description: t('Everything for a cosy, tidy home.', 'Mọi thứ cho một ngôi nhà ấm cúng, gọn gàng.', '打造温馨整洁的家。', '心地よく整った暮らしのための品揃え。', '아늑하고 깔끔한 집을 위한 모든 것.', 'ทุกอย่างเพื่อบ้านที่อบอุ่นและเป็นระเบียบ'),
  },
  {
    key: 'mekong-fresh-market', name: 'Mekong Fresh Market', city: 'cantho', categories: ['food', 'health'],
    description: t('Rice, coffee and snacks straight from Delta farms.', 'Gạo, cà phê và đồ ăn vặt từ nông trại miền Tây.', '湄公河三角洲农场直供大米、咖啡和零食。', 'メコンデルタの農園から米・コーヒー・おやつを直送。', '메콩 델타 농장에서 바로 온 쌀, 커피, 간식.', 'ข้าว กาแฟ และขนมตรงจากฟาร์มลุ่มน้ำโขง'),
  },
  {
    key: 'lotus-fashion-house', name: 'Lotus Fashion House', city: 'hcmc', categories: ['womensClothing', 'mensClothing'],
    description: t('Saigon-made fashion in breathable fabrics.', 'Thời trang may tại Sài Gòn, vải thoáng mát.', '西贡制造的透气时装。', 'サイゴン生まれの涼しい素材のファッション。', '사이공에서 만든 통기성 좋은 패션.', 'แฟชั่นผลิตในไซ่ง่อน ผ้าระบายอากาศดี'),
  },
  {
    key: 'shenzhen-gadget-works', name: 'Shenzhen Gadget Works', city: 'shenzhen', categories: ['mobilePhone', 'computer', 'electrical'],
    description: t('Smart gadgets direct from the factory floor.', 'Thiết bị công nghệ thông minh giá tận xưởng.', '智能数码产品，工厂直供。', '工場直送のスマートガジェット。', '공장 직송 스마트 가젯.', 'แกดเจ็ตอัจฉริยะส่งตรงจากโรงงาน'),
  },
  {
    key: 'bangkok-trail-camp', name: 'Bangkok Trail & Camp', city: 'bangkok', categories: ['outdoors', 'health'],
    description: t('Gear for jungle treks, beaches and mountain camps.', 'Đồ dùng cho leo núi, đi biển và cắm trại.', '丛林徒步、海滩和山地露营装备。', 'ジャングルトレッキング、ビーチ、山キャンプの装備。', '정글 트레킹, 해변, 산속 캠핑 장비.', 'อุปกรณ์เดินป่า เที่ยวทะเล และตั้งแคมป์บนเขา'),
  },
  {
    key: 'seoul-style-lab', name: 'Seoul Style Lab', city: 'seoul', categories: ['womensClothing', 'health'],
    description: t('K-fashion and skincare picked by Seoul stylists.', 'Thời trang và mỹ phẩm Hàn Quốc do stylist Seoul tuyển chọn.', '首尔造型师精选的韩系时尚与护肤。', 'ソウルのスタイリストが選ぶ韓国ファッションとスキンケア。', '서울 스타일리스트가 고른 K-패션과 스킨케어.', 'แฟชั่นและสกินแคร์เกาหลีคัดโดยสไตลิสต์โซล'),
  },
  {
    key: 'tokyo-kids-corner', name: 'Tokyo Kids Corner', city: 'tokyo', categories: ['toys', 'familyLife'],
    description: t('Safe, clever toys for curious children.', 'Đồ chơi an toàn, thông minh cho bé ham khám phá.', '为好奇宝宝准备的安全益智玩具。', '好奇心いっぱいの子どもに安全で賢いおもちゃを。', '호기심 많은 아이를 위한 안전하고 똑똑한 장난감.', 'ของเล่นปลอดภัยและฉลาดสำหรับเด็กช่างสงสัย'),
  },
  {
    key: 'danang-surf-sun', name: 'Da Nang Surf & Sun', city: 'danang', categories: ['outdoors', 'mensClothing'],
    description: t('Beachwear and outdoor kit from the central coast.', 'Đồ đi biển và đồ dã ngoại từ miền Trung.', '来自越南中部海岸的海滩服饰和户外装备。', 'ベトナム中部の海辺から、ビーチウェアとアウトドア用品。', '베트남 중부 해안의 비치웨어와 아웃도어 용품.', 'ชุดเที่ยวทะเลและอุปกรณ์กลางแจ้งจากชายฝั่งภาคกลาง'),
  },
  {
    key: 'chiang-mai-craft-kitchen', name: 'Chiang Mai Craft Kitchen', city: 'chiangmai', categories: ['food', 'familyLife'],
    description: t('Hill-tribe teas, snacks and handmade kitchenware.', 'Trà vùng cao, đồ ăn vặt và đồ bếp thủ công.', '山地部落茶叶、零食与手工厨具。', '山岳民族のお茶、おやつ、手作りのキッチン用品。', '산악 마을의 차, 간식, 수제 주방용품.', 'ชาดอย ขนม และเครื่องครัวทำมือ'),
  },
  {
    key: 'guangzhou-menswear', name: 'Guangzhou Menswear Co.', city: 'guangzhou', categories: ['mensClothing', 'womensClothing'],
    description: t('Well-cut basics at wholesale prices.', 'Trang phục cơ bản may đẹp, giá sỉ.', '剪裁考究的基础款，批发价格。', '仕立ての良いベーシックを卸値で。', '잘 재단된 기본 아이템을 도매가로.', 'เสื้อผ้าเบสิกตัดเย็บดีในราคาส่ง'),
  },
  {
    key: 'lion-city-wellness', name: 'Lion City Wellness', city: 'singapore', categories: ['health', 'food'],
    description: t('Trusted health products and supplements.', 'Sản phẩm sức khỏe và thực phẩm bổ sung đáng tin cậy.', '值得信赖的健康产品与营养补充剂。', '信頼できる健康用品とサプリメント。', '믿을 수 있는 건강용품과 영양제.', 'ผลิตภัณฑ์สุขภาพและอาหารเสริมที่ไว้ใจได้'),
  },
  {
    key: 'osaka-play-learn', name: 'Osaka Play & Learn', city: 'osaka', categories: ['toys', 'computer'],
    description: t('Puzzles, blocks and first gadgets for young learners.', 'Đồ chơi xếp hình, ghép tranh và thiết bị đầu đời cho bé.', '拼图、积木和孩子的第一台数码产品。', 'パズルやブロック、はじめてのガジェット。', '퍼즐, 블록, 아이의 첫 전자기기.', 'จิ๊กซอว์ ตัวต่อ และแกดเจ็ตชิ้นแรกของเด็ก'),
  },
  {
    key: 'red-river-electric', name: 'Red River Electric', city: 'hanoi', categories: ['electrical', 'familyLife'],
    description: t('Kitchen and home appliances with nationwide service.', 'Đồ điện gia dụng, bảo hành toàn quốc.', '厨房及家用电器，全国联保。', 'キッチン・生活家電、全国サポート対応。', '주방 및 생활 가전, 전국 A/S.', 'เครื่องใช้ไฟฟ้าในบ้านและครัว บริการทั่วประเทศ'),
  },
]

/** Sentence frames of a product description, per language. */
export const DESCRIPTION_FRAME: Record<Lang, { soldBy: (shop: string, city: string) => string; options: (list: string) => string; join: string }> = {
  en: { soldBy: (s, c) => `Sold by ${s}, shipped from ${c}.`, options: (l) => `Options: ${l}.`, join: ', ' },
  vi: { soldBy: (s, c) => `Bán bởi ${s}, giao từ ${c}.`, options: (l) => `Phân loại: ${l}.`, join: ', ' },
  'zh-CN': { soldBy: (s, c) => `由${s}销售，从${c}发货。`, options: (l) => `可选：${l}。`, join: '、' },
  ja: { soldBy: (s, c) => `${s}が販売、${c}から発送します。`, options: (l) => `選べるタイプ：${l}。`, join: '・' },
  ko: { soldBy: (s, c) => `${s} 판매, ${c}에서 발송.`, options: (l) => `옵션: ${l}.`, join: ', ' },
  th: { soldBy: (s, c) => `จำหน่ายโดย ${s} จัดส่งจาก${c}`, options: (l) => `ตัวเลือก: ${l}`, join: ', ' },
}
