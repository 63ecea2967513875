// Law and policy articles (/law), in the order listed: the terms every shopper accepts, how their
// data is handled, the refund and return policy, and what may not be sold or sent across borders.
import type { SeedEntry } from './content-entry'

export const LAW_ARTICLES: SeedEntry[] = [
  {
    slug: 'terms-of-service',
    title: {
      en: 'Terms of service',
      vi: 'Điều khoản dịch vụ',
      'zh-CN': '服务条款',
      ja: '利用規約',
      ko: '서비스 이용약관',
      th: 'ข้อกำหนดการให้บริการ',
    },
    body: {
      en: `These terms govern your use of the Marketplace, a consumer-to-consumer marketplace operated by Marketplace Co., Ltd in Ho Chi Minh City, Vietnam. By creating an account you accept them.

1. Your account. You must be at least 18 years old, or use the account with a parent's consent. Keep your password and payment code secret; you are responsible for what is done with your account.

2. What we do. Shops sell to you directly; we run the marketplace, hold your payment until the order completes, and then pay the shop less our commission. We are not the seller of the goods, but we step in when an order goes wrong (see Buyer protection).

3. Your balance. Money in your wallet is yours: it is added by recharges and refunds and spent on orders or withdrawn. Recharges and withdrawals are reviewed before they are completed, and we may refuse one that looks fraudulent.

4. Fair use. Do not post false reviews, abuse refunds, pay or ask to be paid outside the app, or sell anything on the list of prohibited items. We may suspend accounts that do.

5. Changes and law. We may update these terms; the date of the last change is shown above. These terms are governed by the laws of Vietnam.`,
      vi: `Các điều khoản này điều chỉnh việc bạn sử dụng Chợ trực tuyến, một sàn mua bán giữa người tiêu dùng với nhau do Công ty TNHH Marketplace tại Thành phố Hồ Chí Minh, Việt Nam vận hành. Khi tạo tài khoản, bạn đồng ý với các điều khoản này.

1. Tài khoản của bạn. Bạn phải từ 18 tuổi trở lên, hoặc sử dụng tài khoản với sự đồng ý của cha mẹ. Hãy giữ bí mật mật khẩu và mật khẩu thanh toán; bạn chịu trách nhiệm về mọi hoạt động trên tài khoản của mình.

2. Vai trò của chúng tôi. Các shop bán hàng trực tiếp cho bạn; chúng tôi vận hành sàn, giữ khoản thanh toán của bạn đến khi đơn hoàn tất, rồi trả cho shop sau khi trừ phí hoa hồng. Chúng tôi không phải người bán hàng hóa, nhưng sẽ can thiệp khi đơn hàng có vấn đề (xem Bảo vệ người mua).

3. Số dư của bạn. Tiền trong ví là của bạn: được cộng từ nạp tiền và hoàn tiền, được dùng để mua hàng hoặc rút ra. Yêu cầu nạp và rút tiền được xét duyệt trước khi hoàn tất, và chúng tôi có thể từ chối yêu cầu có dấu hiệu gian lận.

4. Sử dụng đúng mực. Không đăng đánh giá sai sự thật, lạm dụng hoàn tiền, thanh toán hoặc yêu cầu thanh toán bên ngoài ứng dụng, hay bán hàng thuộc danh mục cấm. Chúng tôi có thể tạm khóa tài khoản vi phạm.

5. Thay đổi và luật áp dụng. Chúng tôi có thể cập nhật các điều khoản này; ngày thay đổi gần nhất được hiển thị ở trên. Các điều khoản này được điều chỉnh bởi pháp luật Việt Nam.`,
      'zh-CN': `本条款约束您对本商城的使用。本商城是由 Marketplace 有限责任公司在越南胡志明市运营的消费者对消费者（C2C）交易平台。创建账户即表示您接受本条款。

1. 您的账户。您须年满 18 周岁，或在父母同意下使用账户。请妥善保管登录密码和支付密码；您需对账户下的一切操作负责。

2. 我们的角色。店铺直接向您销售商品；我们运营平台，在订单完成前代为保管您的货款，之后扣除佣金后付给店铺。我们不是商品的卖家，但当订单出现问题时会介入处理（见"买家保障"）。

3. 您的余额。钱包中的资金属于您：通过充值和退款增加，用于购物或提现。充值和提现在完成前均需审核，对疑似欺诈的申请我们可以拒绝。

4. 合理使用。请勿发布虚假评价、滥用退款、在应用外付款或要求对方在应用外付款，或销售禁售清单中的物品。对违规账户我们可以暂停使用。

5. 变更与适用法律。我们可能更新本条款，最近一次更新日期显示在上方。本条款受越南法律管辖。`,
      ja: `本規約は、ベトナム・ホーチミン市の Marketplace Co., Ltd が運営する個人間（C2C）マーケットプレイス「マーケットプレイス」のご利用に適用されます。アカウントを作成した時点で本規約に同意したものとみなされます。

1. アカウント。18 歳以上であるか、保護者の同意を得て利用してください。パスワードと支払いパスワードは他人に知られないよう管理し、アカウントで行われた操作についてはご本人が責任を負います。

2. 当社の役割。商品はショップからお客様へ直接販売されます。当社はマーケットプレイスを運営し、注文が完了するまで代金をお預かりし、その後手数料を差し引いてショップへ支払います。当社は商品の販売者ではありませんが、注文に問題が起きた場合は対応します（「購入者保護」をご覧ください）。

3. 残高。ウォレットの資金はお客様のものです。チャージと返金で増え、買い物や出金に使われます。チャージと出金は完了前に審査され、不正の疑いがあるものはお断りする場合があります。

4. 適正な利用。虚偽のレビュー、返金制度の悪用、アプリ外での支払いやその要求、禁止商品の販売を行わないでください。違反したアカウントは停止する場合があります。

5. 変更と準拠法。本規約は更新されることがあり、最終更新日は上部に表示されます。本規約はベトナム法に準拠します。`,
      ko: `본 약관은 베트남 호찌민시의 Marketplace Co., Ltd가 운영하는 소비자 간(C2C) 마켓플레이스의 이용에 적용됩니다. 계정을 만들면 본 약관에 동의한 것으로 봅니다.

1. 계정. 만 18세 이상이거나 부모의 동의를 받아 이용해야 합니다. 비밀번호와 결제 비밀번호를 비밀로 유지하세요. 계정에서 이루어진 모든 행위에 대한 책임은 본인에게 있습니다.

2. 플랫폼의 역할. 상품은 상점이 직접 판매합니다. 플랫폼은 마켓플레이스를 운영하며, 주문이 완료될 때까지 결제 대금을 보관한 뒤 수수료를 뺀 금액을 상점에 지급합니다. 플랫폼은 상품의 판매자가 아니지만, 주문에 문제가 생기면 개입합니다('구매자 보호' 참고).

3. 잔액. 지갑의 돈은 회원님의 것입니다. 충전과 환불로 늘어나고 구매나 출금에 쓰입니다. 충전과 출금은 완료 전에 심사하며, 사기로 의심되는 요청은 거절할 수 있습니다.

4. 올바른 이용. 허위 리뷰 작성, 환불 악용, 앱 밖에서의 결제 또는 결제 요구, 판매 금지 품목 판매를 하지 마세요. 위반한 계정은 이용이 정지될 수 있습니다.

5. 변경 및 준거법. 본 약관은 변경될 수 있으며, 최종 변경일은 위에 표시됩니다. 본 약관은 베트남 법률을 따릅니다.`,
      th: `ข้อกำหนดนี้ใช้กับการใช้งานมาร์เก็ตเพลส ตลาดซื้อขายระหว่างผู้บริโภคที่ดำเนินการโดย Marketplace Co., Ltd ในนครโฮจิมินห์ ประเทศเวียดนาม การสร้างบัญชีถือว่าคุณยอมรับข้อกำหนดนี้

1. บัญชีของคุณ คุณต้องมีอายุอย่างน้อย 18 ปี หรือใช้บัญชีโดยได้รับความยินยอมจากผู้ปกครอง เก็บรหัสผ่านและรหัสผ่านชำระเงินเป็นความลับ คุณต้องรับผิดชอบต่อทุกการกระทำในบัญชีของคุณ

2. บทบาทของเรา ร้านค้าขายสินค้าให้คุณโดยตรง เราเป็นผู้ให้บริการตลาด ถือเงินที่คุณชำระไว้จนกว่าคำสั่งซื้อจะเสร็จสมบูรณ์ แล้วจึงจ่ายให้ร้านค้าหลังหักค่าคอมมิชชัน เราไม่ใช่ผู้ขายสินค้า แต่จะเข้าช่วยเหลือเมื่อคำสั่งซื้อมีปัญหา (ดู "การคุ้มครองผู้ซื้อ")

3. ยอดเงินของคุณ เงินในกระเป๋าเงินเป็นของคุณ เพิ่มขึ้นจากการเติมเงินและการคืนเงิน และใช้ซื้อสินค้าหรือถอนออก การเติมเงินและการถอนเงินจะได้รับการตรวจสอบก่อนดำเนินการเสร็จ และเราอาจปฏิเสธรายการที่น่าสงสัยว่าเป็นการฉ้อโกง

4. การใช้งานอย่างเหมาะสม ห้ามโพสต์รีวิวเท็จ ใช้การคืนเงินในทางที่ผิด ชำระเงินหรือขอให้ชำระนอกแอป หรือขายสินค้าในรายการสินค้าต้องห้าม เราอาจระงับบัญชีที่ฝ่าฝืน

5. การเปลี่ยนแปลงและกฎหมายที่ใช้บังคับ เราอาจปรับปรุงข้อกำหนดนี้ โดยวันที่แก้ไขล่าสุดแสดงอยู่ด้านบน ข้อกำหนดนี้อยู่ภายใต้กฎหมายของเวียดนาม`,
    },
  },
  {
    slug: 'privacy-policy',
    title: {
      en: 'Privacy policy',
      vi: 'Chính sách quyền riêng tư',
      'zh-CN': '隐私政策',
      ja: 'プライバシーポリシー',
      ko: '개인정보 처리방침',
      th: 'นโยบายความเป็นส่วนตัว',
    },
    body: {
      en: `This policy explains what personal data we keep, why, and what you can do about it.

1. What we keep. Your account details (name, email, mobile), your shipping addresses, your orders, reviews and refund requests, your wallet history, and for each logged-in device the kind of browser it is. Passwords and payment codes are stored only as one-way hashes: nobody at the platform can read them.

2. Why. To run your orders and payments, to let shops ship to you, to keep your account safe (for example to show you the devices logged in), and to meet our legal duties.

3. Who sees it. A shop sees the name, phone number and address of the orders placed with it, and nothing else about you. Reviews show your given name masked (for example L***h). We do not sell your data.

4. How long. Orders and wallet records are kept as long as the law requires for accounting; the rest for as long as you keep your account.

5. Your rights. You can see and correct your details in the app, and ask us to export or delete your data by writing to our support address. Deleting an account cannot undo orders still in progress.`,
      vi: `Chính sách này giải thích chúng tôi lưu những dữ liệu cá nhân nào, vì sao, và bạn có những quyền gì.

1. Dữ liệu được lưu. Thông tin tài khoản (họ tên, email, số điện thoại), địa chỉ giao hàng, đơn hàng, đánh giá và yêu cầu hoàn tiền, lịch sử ví, và với mỗi thiết bị đang đăng nhập thì loại trình duyệt. Mật khẩu và mật khẩu thanh toán chỉ được lưu dưới dạng băm một chiều: không ai ở nền tảng đọc được.

2. Mục đích. Để xử lý đơn hàng và thanh toán, để shop giao hàng cho bạn, để giữ an toàn tài khoản (ví dụ hiển thị các thiết bị đang đăng nhập), và để thực hiện nghĩa vụ pháp lý.

3. Ai được xem. Shop chỉ thấy họ tên, số điện thoại và địa chỉ của các đơn đặt tại shop đó, ngoài ra không gì khác. Đánh giá hiển thị tên của bạn đã được che (ví dụ L***h). Chúng tôi không bán dữ liệu của bạn.

4. Thời gian lưu. Đơn hàng và lịch sử ví được lưu theo thời hạn pháp luật về kế toán yêu cầu; các dữ liệu khác được lưu trong thời gian bạn còn giữ tài khoản.

5. Quyền của bạn. Bạn có thể xem và sửa thông tin trong ứng dụng, và yêu cầu xuất hoặc xóa dữ liệu bằng cách gửi thư đến địa chỉ hỗ trợ. Xóa tài khoản không hủy được các đơn hàng đang xử lý.`,
      'zh-CN': `本政策说明我们保存哪些个人数据、为什么保存，以及您可以如何处理。

1. 我们保存的数据。账户信息（姓名、邮箱、手机号）、收货地址、订单、评价和退款申请、钱包记录，以及每台已登录设备的浏览器类型。登录密码和支付密码只以单向哈希形式保存，平台任何人都无法读取。

2. 用途。处理您的订单和付款，让店铺为您发货，保障账户安全（例如向您展示已登录的设备），以及履行法律义务。

3. 谁能看到。店铺只能看到在该店下单的姓名、电话和收货地址，看不到您的其他信息。评价中您的名字会被部分隐藏（例如 L***h）。我们不会出售您的数据。

4. 保存期限。订单和钱包记录按会计法规要求的期限保存；其他数据在您保留账户期间保存。

5. 您的权利。您可以在应用中查看和修改个人信息，也可以写信至客服邮箱，要求导出或删除您的数据。删除账户无法撤销仍在进行中的订单。`,
      ja: `本ポリシーでは、当社が保管する個人データ、その理由、お客様ができることを説明します。

1. 保管するデータ。アカウント情報（氏名、メールアドレス、携帯電話番号）、お届け先住所、注文、レビュー、返金申請、ウォレットの履歴、ログイン中の各デバイスのブラウザの種類。パスワードと支払いパスワードは一方向ハッシュとしてのみ保存され、運営者も読み取ることはできません。

2. 利用目的。注文と支払いの処理、ショップからの発送、アカウントの保護（ログイン中のデバイスの表示など）、法令上の義務の履行のためです。

3. 閲覧できる人。ショップが見られるのは、そのショップへの注文の氏名・電話番号・住所だけです。レビューでは名前の一部が伏せられます（例：L***h）。お客様のデータを販売することはありません。

4. 保管期間。注文とウォレットの記録は会計上法令で定められた期間、その他のデータはアカウントをお持ちの間保管します。

5. お客様の権利。アプリで情報を確認・修正できるほか、サポート窓口へご連絡いただければデータの書き出しや削除に対応します。アカウントを削除しても、処理中の注文は取り消されません。`,
      ko: `본 방침은 플랫폼이 어떤 개인정보를 왜 보관하는지, 그리고 회원님이 무엇을 할 수 있는지 설명합니다.

1. 보관하는 정보. 계정 정보(이름, 이메일, 휴대전화 번호), 배송지, 주문, 리뷰와 환불 신청, 지갑 내역, 그리고 로그인된 각 기기의 브라우저 종류. 비밀번호와 결제 비밀번호는 단방향 해시로만 저장되어 플랫폼의 누구도 읽을 수 없습니다.

2. 이용 목적. 주문과 결제 처리, 상점의 배송, 계정 보호(로그인된 기기 표시 등), 법적 의무 이행을 위해 사용합니다.

3. 열람 범위. 상점은 자기 상점에 들어온 주문의 이름, 전화번호, 주소만 볼 수 있습니다. 리뷰에는 이름 일부가 가려져 표시됩니다(예: L***h). 회원님의 정보를 판매하지 않습니다.

4. 보관 기간. 주문과 지갑 기록은 회계 관련 법령이 정한 기간 동안, 그 밖의 정보는 계정을 유지하는 동안 보관합니다.

5. 회원님의 권리. 앱에서 정보를 확인하고 수정할 수 있으며, 고객센터 이메일로 요청하면 정보를 내보내거나 삭제해 드립니다. 계정을 삭제해도 진행 중인 주문은 취소되지 않습니다.`,
      th: `นโยบายนี้อธิบายว่าเราเก็บข้อมูลส่วนบุคคลใด เพราะเหตุใด และคุณทำอะไรได้บ้าง

1. ข้อมูลที่เราเก็บ ข้อมูลบัญชี (ชื่อ อีเมล เบอร์มือถือ) ที่อยู่จัดส่ง คำสั่งซื้อ รีวิวและคำขอคืนเงิน ประวัติกระเป๋าเงิน และประเภทเบราว์เซอร์ของแต่ละอุปกรณ์ที่เข้าสู่ระบบ รหัสผ่านและรหัสผ่านชำระเงินถูกเก็บเป็นค่าแฮชทางเดียวเท่านั้น ไม่มีใครในแพลตฟอร์มอ่านได้

2. วัตถุประสงค์ เพื่อดำเนินการคำสั่งซื้อและการชำระเงิน ให้ร้านค้าจัดส่งสินค้าถึงคุณ รักษาความปลอดภัยของบัญชี (เช่น แสดงอุปกรณ์ที่เข้าสู่ระบบอยู่) และปฏิบัติตามหน้าที่ทางกฎหมาย

3. ใครเห็นข้อมูล ร้านค้าเห็นเพียงชื่อ เบอร์โทรศัพท์ และที่อยู่ของคำสั่งซื้อที่สั่งกับร้านนั้น รีวิวจะแสดงชื่อของคุณแบบปิดบางส่วน (เช่น L***h) เราไม่ขายข้อมูลของคุณ

4. ระยะเวลาเก็บ คำสั่งซื้อและประวัติกระเป๋าเงินเก็บตามระยะเวลาที่กฎหมายด้านบัญชีกำหนด ข้อมูลอื่นเก็บไว้ตราบที่คุณยังมีบัญชี

5. สิทธิของคุณ คุณดูและแก้ไขข้อมูลได้ในแอป และขอส่งออกหรือลบข้อมูลได้โดยเขียนถึงอีเมลฝ่ายช่วยเหลือ การลบบัญชีไม่สามารถยกเลิกคำสั่งซื้อที่กำลังดำเนินการอยู่ได้`,
    },
  },
  {
    slug: 'refund-policy',
    title: {
      en: 'Refund and return policy',
      vi: 'Chính sách hoàn tiền và trả hàng',
      'zh-CN': '退款与退货政策',
      ja: '返金・返品ポリシー',
      ko: '환불 및 반품 정책',
      th: 'นโยบายการคืนเงินและคืนสินค้า',
    },
    body: {
      en: `1. When. You may ask for a refund from payment until the order completes (7 days after you receive it). A completed order can no longer be refunded through the app; contact support if something is wrong with it.

2. How much. At most what you paid for the items named: their price less their share of any promo discount; when the whole order is refunded, the freight too. Several refunds of one order never add up to more than its total.

3. Refund and return. Send the goods back to the address the shop gives when it approves, in the state you received them; the refund is paid when the shop confirms it has them. A return is only possible for goods you received.

4. Decisions. The shop approves or refuses each request; a refusal must give a reason. While a request is open the order is in after-sale and cannot complete. You may withdraw your request at any time before it is decided.

5. Payment. Refunds are paid to your wallet balance at once, out of the money the platform holds for the order, and appear in your bill.`,
      vi: `1. Thời hạn. Bạn có thể yêu cầu hoàn tiền từ khi thanh toán đến khi đơn hoàn tất (7 ngày sau khi nhận hàng). Đơn đã hoàn tất không thể hoàn tiền qua ứng dụng; hãy liên hệ hỗ trợ nếu có vấn đề.

2. Số tiền. Tối đa bằng số tiền bạn đã trả cho các sản phẩm được chọn: giá sản phẩm trừ phần giảm giá khuyến mãi tương ứng; khi hoàn tiền toàn bộ đơn thì kèm cả phí vận chuyển. Tổng các lần hoàn tiền của một đơn không bao giờ vượt quá tổng tiền đơn.

3. Hoàn tiền và trả hàng. Gửi trả hàng về địa chỉ shop cung cấp khi đồng ý, trong tình trạng như lúc nhận; tiền được hoàn khi shop xác nhận đã nhận lại hàng. Chỉ có thể trả hàng đã nhận được.

4. Quyết định. Shop đồng ý hoặc từ chối từng yêu cầu; khi từ chối phải nêu lý do. Trong thời gian yêu cầu đang mở, đơn ở trạng thái hậu mãi và không thể hoàn tất. Bạn có thể rút lại yêu cầu bất cứ lúc nào trước khi có quyết định.

5. Thanh toán. Tiền hoàn được cộng ngay vào số dư ví, lấy từ khoản tiền nền tảng đang giữ cho đơn hàng, và hiển thị trong lịch sử giao dịch.`,
      'zh-CN': `1. 申请时间。从付款起到订单完成（收货后 7 天）之前均可申请退款。已完成的订单无法在应用内退款，如有问题请联系客服。

2. 退款金额。最多为您为所选商品支付的金额：商品价格减去其分摊的优惠金额；整单退款时包含运费。同一订单的多次退款合计不会超过订单总额。

3. 退货退款。店铺同意后，请按其提供的地址将商品以收到时的状态寄回；店铺确认收到退货后退款。只有已收到的商品才能退货。

4. 处理结果。店铺会同意或拒绝每一个申请，拒绝时必须说明原因。申请处理期间，订单处于售后状态，不会自动完成。在处理结果出来之前，您可以随时撤回申请。

5. 退款方式。退款会立即退回您的钱包余额，来自平台为该订单代管的货款，并显示在账单中。`,
      ja: `1. 申請期間。支払いから注文完了（受取から 7 日後）まで返金を申請できます。完了した注文はアプリから返金できませんので、問題がある場合はサポートへご連絡ください。

2. 返金額。対象商品に支払った金額が上限です。商品価格からプロモーション割引の按分額を差し引いた額で、注文全体を返金する場合は送料も含みます。1 つの注文に対する返金の合計が注文総額を超えることはありません。

3. 返品・返金。ショップが承認した際に示す住所へ、受け取ったときの状態で商品を返送してください。ショップが受け取りを確認した時点で返金されます。返品は受け取った商品に限ります。

4. 判断。ショップが申請ごとに承認または却下し、却下する場合は理由を示さなければなりません。申請中の注文はアフターサービス中となり、完了しません。判断が出る前であれば、いつでも申請を取り下げられます。

5. 支払い。返金は当社がその注文のためにお預かりしている代金から、ただちにウォレット残高へ支払われ、取引明細に表示されます。`,
      ko: `1. 신청 기간. 결제 후 주문이 완료될 때까지(수령 7일 후) 환불을 신청할 수 있습니다. 완료된 주문은 앱에서 환불할 수 없으니 문제가 있으면 고객센터에 문의하세요.

2. 환불 금액. 선택한 상품에 결제한 금액이 한도입니다. 상품 가격에서 프로모션 할인 분담액을 뺀 금액이며, 주문 전체를 환불하면 배송비도 포함됩니다. 한 주문의 환불 합계는 주문 총액을 넘지 않습니다.

3. 반품 후 환불. 상점이 승인할 때 알려 주는 주소로 받은 상태 그대로 상품을 보내 주세요. 상점이 상품 수령을 확인하면 환불됩니다. 반품은 받은 상품에 한해 가능합니다.

4. 처리. 상점이 신청마다 승인 또는 거절하며, 거절할 때는 반드시 사유를 밝혀야 합니다. 신청이 진행 중인 동안 주문은 A/S 상태가 되어 완료되지 않습니다. 결정이 나기 전에는 언제든 신청을 철회할 수 있습니다.

5. 지급. 환불금은 플랫폼이 해당 주문을 위해 보관 중인 대금에서 즉시 지갑 잔액으로 지급되며, 거래 내역에 표시됩니다.`,
      th: `1. ระยะเวลา คุณขอคืนเงินได้ตั้งแต่ชำระเงินจนถึงคำสั่งซื้อเสร็จสมบูรณ์ (7 วันหลังได้รับสินค้า) คำสั่งซื้อที่เสร็จสมบูรณ์แล้วไม่สามารถขอคืนเงินผ่านแอปได้ หากมีปัญหาโปรดติดต่อฝ่ายช่วยเหลือ

2. จำนวนเงิน สูงสุดเท่ากับที่คุณจ่ายสำหรับสินค้าที่เลือก คือราคาสินค้าหักส่วนลดโปรโมชันที่เฉลี่ยมา หากคืนเงินทั้งคำสั่งซื้อจะรวมค่าจัดส่งด้วย การคืนเงินหลายครั้งของคำสั่งซื้อเดียวรวมกันจะไม่เกินยอดรวมของคำสั่งซื้อ

3. คืนสินค้าและคืนเงิน ส่งสินค้ากลับไปยังที่อยู่ที่ร้านแจ้งเมื่ออนุมัติ ในสภาพเดียวกับที่ได้รับ เงินจะคืนเมื่อร้านยืนยันว่าได้รับสินค้าแล้ว คืนสินค้าได้เฉพาะสินค้าที่ได้รับแล้วเท่านั้น

4. การพิจารณา ร้านค้าจะอนุมัติหรือปฏิเสธแต่ละคำขอ และต้องแจ้งเหตุผลเมื่อปฏิเสธ ระหว่างที่คำขอยังเปิดอยู่ คำสั่งซื้อจะอยู่ในสถานะบริการหลังการขายและจะไม่เสร็จสมบูรณ์ คุณยกเลิกคำขอได้ทุกเมื่อก่อนมีการตัดสิน

5. การจ่ายเงิน เงินคืนจะเข้ายอดเงินคงเหลือในกระเป๋าเงินทันที โดยจ่ายจากเงินที่แพลตฟอร์มถือไว้สำหรับคำสั่งซื้อนั้น และแสดงในรายการบัญชีของคุณ`,
    },
  },
  {
    slug: 'prohibited-items',
    title: {
      en: 'Prohibited items and cross-border rules',
      vi: 'Hàng cấm và quy định xuyên biên giới',
      'zh-CN': '禁售物品与跨境规则',
      ja: '禁止商品と越境取引のルール',
      ko: '판매 금지 품목 및 해외 거래 규정',
      th: 'สินค้าต้องห้ามและกฎการค้าข้ามพรมแดน',
    },
    body: {
      en: `These may not be sold or bought on the Marketplace:
• weapons, ammunition, explosives and their parts;
• drugs, prescription medicines and drug paraphernalia;
• counterfeit or pirated goods;
• wildlife, protected plants and products made from them;
• hazardous chemicals, flammable liquids and gases;
• stolen goods, recalled products and anything whose sale is illegal in Vietnam or in the buyer's country.

Cross-border orders must also respect the rules of the country they are sent to. The buyer pays any import duty or tax charged on delivery. Some goods may be held by customs: lithium batteries sold alone, liquids and aerosols, food, seeds, cosmetics and medical devices may need papers or be refused.

Shops must describe goods honestly and declare their real value. Listings that break these rules are removed, orders for them are refunded, and repeated breaches close the shop.`,
      vi: `Những mặt hàng sau không được mua bán trên sàn:
• vũ khí, đạn dược, vật liệu nổ và linh kiện của chúng;
• ma túy, thuốc kê đơn và dụng cụ sử dụng ma túy;
• hàng giả, hàng sao chép trái phép;
• động vật hoang dã, thực vật được bảo vệ và sản phẩm làm từ chúng;
• hóa chất nguy hiểm, chất lỏng và khí dễ cháy;
• hàng ăn cắp, sản phẩm bị thu hồi và mọi hàng hóa bị cấm bán tại Việt Nam hoặc tại nước của người mua.

Đơn hàng xuyên biên giới còn phải tuân theo quy định của nước nhận hàng. Người mua trả mọi thuế nhập khẩu hoặc phí phát sinh khi nhận hàng. Một số mặt hàng có thể bị hải quan giữ lại: pin lithium bán rời, chất lỏng và bình xịt, thực phẩm, hạt giống, mỹ phẩm và thiết bị y tế có thể cần giấy tờ hoặc bị từ chối.

Shop phải mô tả hàng hóa trung thực và khai báo đúng giá trị. Tin đăng vi phạm sẽ bị gỡ, đơn hàng liên quan được hoàn tiền, và vi phạm nhiều lần sẽ bị đóng shop.`,
      'zh-CN': `以下物品禁止在本商城买卖：
• 武器、弹药、爆炸物及其零部件；
• 毒品、处方药及吸毒用具；
• 假冒或盗版商品；
• 野生动物、受保护植物及其制品；
• 危险化学品、易燃液体和气体；
• 赃物、被召回的产品，以及在越南或买家所在国禁止销售的任何物品。

跨境订单还须遵守收货国的规定。收货时产生的进口关税或税费由买家承担。部分商品可能被海关扣留：单独销售的锂电池、液体和喷雾、食品、种子、化妆品和医疗器械可能需要证明文件或被拒绝入境。

店铺必须如实描述商品并申报真实价值。违反规定的商品将被下架，相关订单予以退款，多次违规的店铺将被关闭。`,
      ja: `次のものはマーケットプレイスで売買できません。
• 武器、弾薬、爆発物およびその部品
• 薬物、処方薬、薬物使用器具
• 偽造品・海賊版
• 野生動物、保護植物およびそれらを使った製品
• 危険な化学物質、可燃性の液体・ガス
• 盗品、リコール対象製品、ベトナムまたは購入者の国で販売が禁止されているもの

越境注文は、届け先の国のルールにも従う必要があります。配達時に課される輸入関税や税金は購入者の負担です。単体のリチウム電池、液体やスプレー、食品、種子、化粧品、医療機器などは、書類が必要になったり、税関で留め置かれたりすることがあります。

ショップは商品を正直に説明し、実際の価格を申告しなければなりません。ルールに違反する出品は削除され、その注文は返金されます。違反を繰り返すショップは閉鎖されます。`,
      ko: `다음 품목은 마켓플레이스에서 사고팔 수 없습니다.
• 무기, 탄약, 폭발물 및 그 부품
• 마약, 전문의약품 및 마약 사용 도구
• 위조품 또는 불법 복제품
• 야생동물, 보호 식물 및 이를 원료로 한 제품
• 위험 화학물질, 인화성 액체 및 가스
• 도난품, 리콜된 제품, 베트남이나 구매자 국가에서 판매가 금지된 모든 물품

해외 주문은 받는 나라의 규정도 지켜야 합니다. 배송 시 부과되는 수입 관세나 세금은 구매자가 부담합니다. 단독 판매 리튬 배터리, 액체와 스프레이, 식품, 종자, 화장품, 의료기기 등은 서류가 필요하거나 세관에서 반송될 수 있습니다.

상점은 상품을 정직하게 설명하고 실제 가격을 신고해야 합니다. 규정을 어긴 상품은 삭제되고 해당 주문은 환불되며, 위반을 반복한 상점은 폐쇄됩니다.`,
      th: `ห้ามซื้อขายสิ่งต่อไปนี้ในมาร์เก็ตเพลส:
• อาวุธ กระสุน วัตถุระเบิด และชิ้นส่วนของสิ่งเหล่านี้
• ยาเสพติด ยาที่ต้องสั่งโดยแพทย์ และอุปกรณ์เสพยา
• สินค้าปลอมหรือละเมิดลิขสิทธิ์
• สัตว์ป่า พืชคุ้มครอง และผลิตภัณฑ์ที่ทำจากสิ่งเหล่านี้
• สารเคมีอันตราย ของเหลวและก๊าซไวไฟ
• ของโจร สินค้าที่ถูกเรียกคืน และสิ่งใดก็ตามที่ห้ามขายในเวียดนามหรือในประเทศของผู้ซื้อ

คำสั่งซื้อข้ามประเทศต้องปฏิบัติตามกฎของประเทศปลายทางด้วย ผู้ซื้อเป็นผู้จ่ายอากรขาเข้าหรือภาษีที่เรียกเก็บเมื่อรับสินค้า สินค้าบางประเภทอาจถูกศุลกากรกักไว้ เช่น แบตเตอรี่ลิเธียมที่ขายแยก ของเหลวและสเปรย์ อาหาร เมล็ดพันธุ์ เครื่องสำอาง และเครื่องมือแพทย์ ซึ่งอาจต้องมีเอกสารหรือถูกปฏิเสธ

ร้านค้าต้องอธิบายสินค้าตามจริงและสำแดงมูลค่าที่แท้จริง รายการที่ผิดกฎจะถูกลบ คำสั่งซื้อที่เกี่ยวข้องจะได้รับเงินคืน และร้านที่ทำผิดซ้ำจะถูกปิด`,
    },
  },
]
