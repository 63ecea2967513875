// General articles, listed on /platform: what the marketplace is, and how a shopper's money is
// protected (the escrow of docs/product/money.md#escrow-and-commission, told in a shopper's words).
import type { SeedEntry } from './content-entry'

export const ARTICLES: SeedEntry[] = [
  {
    slug: 'about-the-platform',
    title: {
      en: 'About the Marketplace',
      vi: 'Giới thiệu về Chợ trực tuyến',
      'zh-CN': '关于本商城',
      ja: 'マーケットプレイスについて',
      ko: '마켓플레이스 소개',
      th: 'เกี่ยวกับมาร์เก็ตเพลส',
    },
    body: {
      en: `The Marketplace is a consumer-to-consumer marketplace based in Ho Chi Minh City, Vietnam. Independent shops, from family workshops in Hanoi to electronics resellers in Saigon, sell directly to shoppers in Vietnam and across Asia.

We keep it simple: one wallet for paying, topping up and withdrawing; one order per shop with clear freight; every order tracked from payment to delivery; reviews from people who really bought the product.

The app speaks English, Vietnamese, Chinese, Japanese, Korean and Thai, and shows prices in the currency you choose. Behind it is a small team that checks every recharge and withdrawal by hand and answers every message to support.`,
      vi: `Chợ trực tuyến là sàn mua bán giữa người tiêu dùng với nhau, đặt trụ sở tại Thành phố Hồ Chí Minh, Việt Nam. Các shop độc lập, từ xưởng gia đình ở Hà Nội đến cửa hàng điện tử ở Sài Gòn, bán trực tiếp cho người mua tại Việt Nam và khắp châu Á.

Chúng tôi giữ mọi thứ đơn giản: một ví để thanh toán, nạp và rút tiền; mỗi shop một đơn với phí vận chuyển rõ ràng; mọi đơn hàng được theo dõi từ lúc thanh toán đến khi giao; đánh giá từ những người đã thật sự mua sản phẩm.

Ứng dụng có tiếng Anh, tiếng Việt, tiếng Trung, tiếng Nhật, tiếng Hàn và tiếng Thái, và hiển thị giá theo loại tiền bạn chọn. Phía sau là một đội ngũ nhỏ kiểm tra thủ công từng lệnh nạp, rút tiền và trả lời mọi tin nhắn gửi đến bộ phận hỗ trợ.`,
      'zh-CN': `本商城是总部位于越南胡志明市的消费者对消费者（C2C）交易平台。从河内的家庭作坊到西贡的电子产品店，众多独立店铺直接向越南及亚洲各地的买家销售商品。

我们力求简单：一个钱包完成付款、充值和提现；每个店铺一个订单，运费清清楚楚；每笔订单从付款到送达全程可查；评价都来自真正买过商品的人。

应用支持英语、越南语、中文、日语、韩语和泰语，并按您选择的货币显示价格。在它背后，是一支会人工审核每一笔充值和提现、认真回复每一条客服消息的小团队。`,
      ja: `マーケットプレイスは、ベトナム・ホーチミン市を拠点とする個人間（C2C）マーケットプレイスです。ハノイの家族経営の工房からサイゴンの家電販売店まで、さまざまな独立したショップが、ベトナムとアジア各地のお客様に直接販売しています。

私たちはシンプルさを大切にしています。支払い・チャージ・出金は 1 つのウォレットで。注文はショップごとに分かれ、送料も明確です。すべての注文は支払いからお届けまで追跡でき、レビューは実際に購入した人だけが書けます。

アプリは英語、ベトナム語、中国語、日本語、韓国語、タイ語に対応し、お好みの通貨で価格を表示します。その裏では、小さなチームがすべてのチャージと出金を人の目で確認し、サポートへのメッセージ一つひとつに返信しています。`,
      ko: `마켓플레이스는 베트남 호찌민시에 본사를 둔 소비자 간(C2C) 마켓플레이스입니다. 하노이의 가족 공방부터 사이공의 전자제품 판매점까지, 독립 상점들이 베트남과 아시아 전역의 구매자에게 직접 판매합니다.

저희는 단순함을 지향합니다. 결제, 충전, 출금은 지갑 하나로. 주문은 상점별로 나뉘고 배송비도 명확합니다. 모든 주문은 결제부터 배송까지 추적되며, 리뷰는 실제로 구매한 사람만 남길 수 있습니다.

앱은 영어, 베트남어, 중국어, 일본어, 한국어, 태국어를 지원하며 원하는 통화로 가격을 보여 줍니다. 그 뒤에는 모든 충전과 출금을 직접 확인하고 고객센터 메시지 하나하나에 답하는 작은 팀이 있습니다.`,
      th: `มาร์เก็ตเพลสคือตลาดซื้อขายระหว่างผู้บริโภค มีสำนักงานอยู่ที่นครโฮจิมินห์ ประเทศเวียดนาม ร้านค้าอิสระตั้งแต่โรงงานครอบครัวในฮานอยไปจนถึงร้านอิเล็กทรอนิกส์ในไซ่ง่อน ขายตรงถึงผู้ซื้อในเวียดนามและทั่วเอเชีย

เราทำให้ทุกอย่างเรียบง่าย: กระเป๋าเงินเดียวสำหรับชำระ เติมเงิน และถอนเงิน คำสั่งซื้อแยกตามร้านพร้อมค่าจัดส่งที่ชัดเจน ทุกคำสั่งซื้อติดตามได้ตั้งแต่ชำระเงินจนถึงส่งถึงมือ และรีวิวมาจากผู้ที่ซื้อสินค้าจริงเท่านั้น

แอปรองรับภาษาอังกฤษ เวียดนาม จีน ญี่ปุ่น เกาหลี และไทย และแสดงราคาในสกุลเงินที่คุณเลือก เบื้องหลังคือทีมเล็ก ๆ ที่ตรวจสอบการเติมเงินและถอนเงินทุกรายการด้วยตนเอง และตอบทุกข้อความที่ส่งถึงฝ่ายช่วยเหลือ`,
    },
  },
  {
    slug: 'buyer-protection',
    title: {
      en: 'Buyer protection: how your money is kept safe',
      vi: 'Bảo vệ người mua: tiền của bạn được giữ an toàn thế nào',
      'zh-CN': '买家保障：您的钱如何得到保护',
      ja: '購入者保護：代金はこうして守られます',
      ko: '구매자 보호: 회원님의 돈은 이렇게 지켜집니다',
      th: 'การคุ้มครองผู้ซื้อ: เงินของคุณปลอดภัยอย่างไร',
    },
    body: {
      en: `When you pay, the money does not go to the shop. The platform holds it until the order completes: 7 days after you receive it, or as soon as every item is reviewed. Only then is the shop paid, less the platform's commission.

If the goods do not arrive, arrive damaged or are not as described, apply for a refund before the order completes. While the request is open the money stays with the platform, and a refund is paid back to your balance from it at once.

Buyer protection covers orders paid inside the app only. Never pay a seller by bank transfer or chat, even if they offer a discount for it.`,
      vi: `Khi bạn thanh toán, tiền không chuyển ngay cho shop. Nền tảng giữ khoản tiền đó đến khi đơn hoàn tất: 7 ngày sau khi bạn nhận hàng, hoặc ngay khi mọi sản phẩm đã được đánh giá. Chỉ khi đó shop mới được thanh toán, sau khi trừ phí hoa hồng của nền tảng.

Nếu hàng không đến, bị hư hỏng hoặc không đúng mô tả, hãy yêu cầu hoàn tiền trước khi đơn hoàn tất. Trong khi yêu cầu đang mở, tiền vẫn do nền tảng giữ, và khoản hoàn được trả ngay về số dư của bạn.

Bảo vệ người mua chỉ áp dụng cho đơn thanh toán trong ứng dụng. Đừng bao giờ trả tiền cho người bán qua chuyển khoản hay tin nhắn, kể cả khi họ đề nghị giảm giá.`,
      'zh-CN': `您付款后，货款不会直接给店铺，而是由平台代为保管，直到订单完成：即收货 7 天后，或所有商品都已评价时。此时平台才会扣除佣金后向店铺付款。

如果商品未送达、损坏或与描述不符，请在订单完成前申请退款。申请处理期间，货款仍由平台保管，退款会立即从中退回您的余额。

买家保障仅适用于在应用内付款的订单。请勿通过银行转账或聊天软件直接向卖家付款，即使对方提供折扣。`,
      ja: `お支払いいただいた代金は、すぐにはショップへ渡りません。注文が完了するまで（受取から 7 日後、またはすべての商品をレビューした時点まで）運営がお預かりし、そのとき初めて手数料を差し引いてショップへ支払われます。

商品が届かない、破損している、説明と違う場合は、注文が完了する前に返金を申請してください。申請中は代金を運営が保持したままで、返金はそこからただちに残高へ戻ります。

購入者保護の対象は、アプリ内で支払った注文のみです。割引をもちかけられても、銀行振込やチャットで出品者に直接支払わないでください。`,
      ko: `결제한 돈은 바로 상점으로 가지 않습니다. 주문이 완료될 때까지(수령 7일 후, 또는 모든 상품에 리뷰를 남기는 즉시) 플랫폼이 보관하며, 그때 비로소 플랫폼 수수료를 뺀 금액이 상점에 지급됩니다.

상품이 도착하지 않았거나 파손되었거나 설명과 다르다면 주문이 완료되기 전에 환불을 신청하세요. 신청이 진행되는 동안 돈은 플랫폼이 계속 보관하며, 환불금은 그 돈에서 즉시 잔액으로 돌아옵니다.

구매자 보호는 앱 안에서 결제한 주문에만 적용됩니다. 할인을 제안받더라도 계좌 이체나 채팅으로 판매자에게 직접 돈을 보내지 마세요.`,
      th: `เมื่อคุณชำระเงิน เงินจะยังไม่ไปถึงร้านค้า แพลตฟอร์มจะถือเงินไว้จนกว่าคำสั่งซื้อจะเสร็จสมบูรณ์ คือ 7 วันหลังได้รับสินค้า หรือทันทีที่รีวิวสินค้าครบทุกรายการ จากนั้นร้านค้าจึงได้รับเงินหลังหักค่าคอมมิชชันของแพลตฟอร์ม

หากสินค้าไม่มาส่ง ชำรุด หรือไม่ตรงตามคำอธิบาย โปรดขอคืนเงินก่อนคำสั่งซื้อเสร็จสมบูรณ์ ระหว่างที่คำขอยังเปิดอยู่ เงินยังอยู่กับแพลตฟอร์ม และเงินคืนจะเข้ายอดเงินคงเหลือของคุณทันที

การคุ้มครองผู้ซื้อใช้กับคำสั่งซื้อที่ชำระในแอปเท่านั้น อย่าโอนเงินให้ผู้ขายโดยตรงผ่านธนาคารหรือแชต แม้จะได้รับข้อเสนอส่วนลดก็ตาม`,
    },
  },
]
