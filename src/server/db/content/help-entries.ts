// Help and support answers (/helpAndSupport), in the order shown. They describe what this app
// really does (orders per shop, 30 minutes to pay, payment code lock, audited recharges and
// withdrawals, refunds decided by the shop), so they must change when those rules change.
import type { SeedEntry } from './content-entry'

export const HELP_ENTRIES: SeedEntry[] = [
  {
    slug: 'how-to-order',
    title: {
      en: 'How do I place an order?',
      vi: 'Làm thế nào để đặt hàng?',
      'zh-CN': '如何下单？',
      ja: '注文の方法を教えてください',
      ko: '주문은 어떻게 하나요?',
      th: 'สั่งซื้อสินค้าอย่างไร',
    },
    body: {
      en: `1. Open a product, choose its option (colour, size…) and the quantity, then tap Add to bag, or Buy now to check out at once.
2. In the bag, tick the items you want and tap Checkout. Items from different shops become one order per shop, each with its own freight.
3. Choose a shipping address (add one under Me › Shipping addresses if you have none yet) and enter a promo code if you have one.
4. Confirm and pay from your balance with your payment code.

An order that is not paid within 30 minutes is cancelled and its items go back on sale. You can follow every order under Me › My orders.`,
      vi: `1. Mở sản phẩm, chọn phân loại (màu sắc, kích cỡ…) và số lượng, rồi nhấn Thêm vào giỏ, hoặc Đặt mua ngay để thanh toán luôn.
2. Trong giỏ hàng, chọn các sản phẩm muốn mua và nhấn Thanh toán. Sản phẩm của các shop khác nhau được tách thành mỗi shop một đơn, mỗi đơn có phí vận chuyển riêng.
3. Chọn địa chỉ giao hàng (nếu chưa có, hãy thêm tại Tôi › Địa chỉ giao hàng) và nhập mã khuyến mãi nếu có.
4. Xác nhận và thanh toán bằng số dư với mật khẩu thanh toán của bạn.

Đơn hàng không được thanh toán trong vòng 30 phút sẽ bị hủy và sản phẩm được mở bán lại. Bạn có thể theo dõi mọi đơn hàng tại Tôi › Đơn hàng của tôi.`,
      'zh-CN': `1. 打开商品，选择规格（颜色、尺码等）和数量，点击"加入购物袋"，或点击"立即购买"直接结算。
2. 在购物车中勾选要购买的商品，点击"结算"。不同店铺的商品会按店铺分别生成订单，每个订单单独计算运费。
3. 选择收货地址（如果还没有，请在"我的 › 收货地址"中添加），如有优惠码请一并填写。
4. 确认订单，并使用支付密码以余额付款。

订单在 30 分钟内未支付将自动取消，商品重新上架。您可以在"我的 › 我的订单"中查看所有订单。`,
      ja: `1. 商品を開き、バリエーション（色・サイズなど）と数量を選んで「バッグに入れる」をタップします。すぐに購入する場合は「今すぐ購入」をタップします。
2. カートで購入する商品にチェックを入れ、「レジへ進む」をタップします。ショップが異なる商品はショップごとに別々の注文になり、それぞれに送料がかかります。
3. お届け先住所を選びます（未登録の場合は「マイページ › お届け先住所」で追加してください）。プロモーションコードがあれば入力します。
4. 内容を確認し、支払いパスワードを入力して残高で支払います。

30 分以内に支払われなかった注文はキャンセルされ、商品は再び販売されます。すべての注文は「マイページ › 注文履歴」で確認できます。`,
      ko: `1. 상품을 열어 옵션(색상, 사이즈 등)과 수량을 선택한 뒤 '장바구니 담기'를 누르거나, 바로 결제하려면 '바로 구매'를 누르세요.
2. 장바구니에서 구매할 상품을 선택하고 '결제하기'를 누르세요. 서로 다른 상점의 상품은 상점별로 각각 주문이 만들어지며, 주문마다 배송비가 따로 붙습니다.
3. 배송지를 선택하세요(아직 없다면 '내 정보 › 배송지 관리'에서 추가). 프로모션 코드가 있으면 입력하세요.
4. 주문을 확인하고 결제 비밀번호로 잔액에서 결제하세요.

30분 안에 결제하지 않은 주문은 취소되고 상품은 다시 판매됩니다. 모든 주문은 '내 정보 › 내 주문'에서 확인할 수 있습니다.`,
      th: `1. เปิดหน้าสินค้า เลือกตัวเลือก (สี ขนาด ฯลฯ) และจำนวน แล้วแตะ "ใส่ถุงช้อปปิ้ง" หรือแตะ "ซื้อเลย" เพื่อชำระเงินทันที
2. ในตะกร้าสินค้า เลือกรายการที่ต้องการแล้วแตะ "ชำระเงิน" สินค้าจากต่างร้านจะแยกเป็นคำสั่งซื้อร้านละหนึ่งรายการ และคิดค่าจัดส่งแยกกัน
3. เลือกที่อยู่จัดส่ง (หากยังไม่มี ให้เพิ่มที่ "ฉัน › ที่อยู่จัดส่ง") และกรอกโค้ดส่วนลดหากมี
4. ยืนยันและชำระด้วยยอดเงินคงเหลือโดยใช้รหัสผ่านชำระเงินของคุณ

คำสั่งซื้อที่ไม่ได้ชำระภายใน 30 นาทีจะถูกยกเลิก และสินค้าจะกลับมาวางขายอีกครั้ง คุณติดตามคำสั่งซื้อทั้งหมดได้ที่ "ฉัน › คำสั่งซื้อของฉัน"`,
    },
  },
  {
    slug: 'pay-with-balance',
    title: {
      en: 'Paying with your balance and payment code',
      vi: 'Thanh toán bằng số dư và mật khẩu thanh toán',
      'zh-CN': '使用余额和支付密码付款',
      ja: '残高と支払いパスワードでの支払い',
      ko: '잔액과 결제 비밀번호로 결제하기',
      th: 'การชำระเงินด้วยยอดเงินคงเหลือและรหัสผ่านชำระเงิน',
    },
    body: {
      en: `Orders are paid from your wallet balance. Top up first if the balance does not cover the total; checkout offers a Top up button and brings you back to the same orders afterwards.

Every payment asks for your payment code: 6 to 12 digits, separate from your login password. Set it the first time under Me › Security › Payment code; to change it you need the old one. Codes that are easy to guess (one digit repeated, 123456, 654321) are refused.

After 5 wrong codes, paying and changing the code are locked for 15 minutes. Nobody from the platform or a shop will ever ask for your payment code.`,
      vi: `Đơn hàng được thanh toán bằng số dư ví. Nếu số dư không đủ, hãy nạp tiền trước; trang thanh toán có nút Nạp tiền và sau đó đưa bạn trở lại đúng các đơn hàng đó.

Mỗi lần thanh toán đều cần mật khẩu thanh toán: từ 6 đến 12 chữ số, khác với mật khẩu đăng nhập. Lần đầu, hãy đặt tại Tôi › Bảo mật › Mật khẩu thanh toán; muốn đổi thì cần nhập mật khẩu cũ. Các mật khẩu dễ đoán (một chữ số lặp lại, 123456, 654321) sẽ bị từ chối.

Sau 5 lần nhập sai, việc thanh toán và đổi mật khẩu thanh toán bị khóa trong 15 phút. Nền tảng và các shop sẽ không bao giờ hỏi mật khẩu thanh toán của bạn.`,
      'zh-CN': `订单使用钱包余额支付。余额不足时请先充值；结算页面提供"充值"按钮，充值后会带您回到同一批订单继续付款。

每次付款都需要输入支付密码：6 到 12 位数字，与登录密码相互独立。首次请在"我的 › 账户安全 › 支付密码"中设置；修改时需要输入原支付密码。过于简单的密码（同一数字重复、123456、654321）不能使用。

连续输错 5 次后，付款和修改支付密码将被锁定 15 分钟。平台和店铺绝不会向您索要支付密码。`,
      ja: `注文はウォレットの残高から支払います。残高が足りない場合は先にチャージしてください。注文確認画面の「チャージ」ボタンから、チャージ後に同じ注文の支払いへ戻れます。

支払いのたびに支払いパスワード（6〜12 桁の数字、ログインパスワードとは別）が必要です。初回は「マイページ › セキュリティ › 支払いパスワード」で設定し、変更には現在のパスワードが必要です。推測しやすい番号（同じ数字の繰り返し、123456、654321 など）は設定できません。

5 回間違えると、支払いと支払いパスワードの変更が 15 分間ロックされます。運営やショップが支払いパスワードを尋ねることは絶対にありません。`,
      ko: `주문은 지갑 잔액으로 결제합니다. 잔액이 부족하면 먼저 충전하세요. 주문서의 '충전' 버튼을 이용하면 충전 후 같은 주문으로 돌아와 결제할 수 있습니다.

결제할 때마다 결제 비밀번호(로그인 비밀번호와 별개인 6~12자리 숫자)가 필요합니다. 처음에는 '내 정보 › 보안 › 결제 비밀번호'에서 설정하고, 변경하려면 기존 비밀번호가 필요합니다. 추측하기 쉬운 번호(같은 숫자 반복, 123456, 654321)는 사용할 수 없습니다.

5회 잘못 입력하면 결제와 결제 비밀번호 변경이 15분 동안 잠깁니다. 플랫폼이나 상점은 절대로 결제 비밀번호를 묻지 않습니다.`,
      th: `คำสั่งซื้อชำระจากยอดเงินคงเหลือในกระเป๋าเงินของคุณ หากยอดเงินไม่พอ ให้เติมเงินก่อน หน้าชำระเงินมีปุ่ม "เติมเงิน" และจะพาคุณกลับมาที่คำสั่งซื้อเดิมหลังเติมเงินเสร็จ

การชำระเงินทุกครั้งต้องใช้รหัสผ่านชำระเงิน: ตัวเลข 6 ถึง 12 หลัก แยกจากรหัสผ่านเข้าสู่ระบบ ตั้งครั้งแรกได้ที่ "ฉัน › ความปลอดภัย › รหัสผ่านชำระเงิน" หากต้องการเปลี่ยนต้องใช้รหัสเดิม รหัสที่เดาง่าย (ตัวเลขเดียวซ้ำกัน 123456 หรือ 654321) จะใช้ไม่ได้

หากใส่รหัสผิด 5 ครั้ง การชำระเงินและการเปลี่ยนรหัสจะถูกล็อก 15 นาที แพลตฟอร์มและร้านค้าจะไม่ขอรหัสผ่านชำระเงินของคุณเด็ดขาด`,
    },
  },
  {
    slug: 'recharge',
    title: {
      en: 'How do I recharge my balance?',
      vi: 'Làm thế nào để nạp tiền vào số dư?',
      'zh-CN': '如何充值余额？',
      ja: '残高をチャージするには？',
      ko: '잔액은 어떻게 충전하나요?',
      th: 'เติมเงินเข้ายอดเงินคงเหลืออย่างไร',
    },
    body: {
      en: `Open Me › Recharge and choose how you send the money:
• Bank transfer: send the amount to the platform's bank account shown on the page, then upload a picture of the transfer receipt.
• On chain: choose the network (USDT on TRC20 or ERC20), send to the deposit address shown, then enter the amount and the address you sent from and upload the payment evidence.

Deposits via DEX, BSC and HECO are not supported: always choose the same network as the platform you withdraw from, or the funds may be lost.

Every recharge is checked by our team. Your balance grows once it is approved; if it is rejected you will see the reason in the recharge record.`,
      vi: `Vào Tôi › Nạp tiền và chọn cách chuyển tiền:
• Chuyển khoản ngân hàng: chuyển số tiền vào tài khoản ngân hàng của nền tảng hiển thị trên trang, sau đó tải lên ảnh biên lai chuyển khoản.
• Trên chuỗi: chọn mạng (USDT trên TRC20 hoặc ERC20), chuyển đến địa chỉ nạp hiển thị, sau đó nhập số tiền, địa chỉ gửi và tải lên bằng chứng thanh toán.

Không hỗ trợ nạp qua DEX, BSC và HECO: luôn chọn cùng mạng với sàn bạn rút tiền, nếu không tiền có thể bị mất.

Mỗi lần nạp đều được đội ngũ của chúng tôi kiểm tra. Số dư sẽ tăng khi yêu cầu được duyệt; nếu bị từ chối, bạn sẽ thấy lý do trong lịch sử nạp tiền.`,
      'zh-CN': `进入"我的 › 充值"，选择转账方式：
• 银行转账：将金额转入页面显示的平台银行账户，然后上传转账凭证截图。
• 链上转账：选择网络（TRC20 或 ERC20 上的 USDT），转入页面显示的充值地址，然后填写金额和转出地址并上传付款凭证。

不支持通过 DEX、BSC 和 HECO 充值：请务必选择与提币平台相同的网络，否则资金可能丢失。

每笔充值都由我们的团队审核。审核通过后余额到账；如被拒绝，可在充值记录中查看原因。`,
      ja: `「マイページ › チャージ」を開き、送金方法を選びます。
• 銀行振込：画面に表示された運営の銀行口座へ振り込み、振込明細の画像をアップロードします。
• オンチェーン：ネットワーク（TRC20 または ERC20 の USDT）を選んで表示された入金アドレスへ送金し、金額と送金元アドレスを入力して支払い証明をアップロードします。

DEX、BSC、HECO 経由の入金には対応していません。出金元のプラットフォームと必ず同じネットワークを選んでください。異なると資金を失うおそれがあります。

チャージはすべて当社スタッフが確認します。承認されると残高に反映され、却下された場合はチャージ履歴で理由を確認できます。`,
      ko: `'내 정보 › 충전'에서 송금 방법을 선택하세요.
• 계좌 이체: 화면에 표시된 플랫폼 은행 계좌로 금액을 보낸 뒤 이체 영수증 사진을 올리세요.
• 온체인: 네트워크(TRC20 또는 ERC20의 USDT)를 선택해 표시된 입금 주소로 보낸 뒤, 금액과 보낸 주소를 입력하고 결제 증빙을 올리세요.

DEX, BSC, HECO를 통한 입금은 지원하지 않습니다. 출금하는 플랫폼과 반드시 같은 네트워크를 선택하세요. 다르면 자금을 잃을 수 있습니다.

모든 충전은 운영팀이 확인합니다. 승인되면 잔액에 반영되고, 거절되면 충전 내역에서 사유를 확인할 수 있습니다.`,
      th: `ไปที่ "ฉัน › เติมเงิน" แล้วเลือกวิธีโอนเงิน:
• โอนผ่านธนาคาร: โอนเงินเข้าบัญชีธนาคารของแพลตฟอร์มที่แสดงบนหน้า แล้วอัปโหลดรูปสลิปการโอน
• บนบล็อกเชน: เลือกเครือข่าย (USDT บน TRC20 หรือ ERC20) โอนไปยังที่อยู่รับฝากที่แสดง แล้วกรอกจำนวนเงินและที่อยู่ที่ใช้โอน พร้อมอัปโหลดหลักฐานการชำระเงิน

ไม่รองรับการฝากผ่าน DEX, BSC และ HECO โปรดเลือกเครือข่ายเดียวกับแพลตฟอร์มที่คุณถอนออกมาเสมอ มิฉะนั้นเงินอาจสูญหาย

ทีมงานจะตรวจสอบการเติมเงินทุกครั้ง ยอดเงินจะเพิ่มเมื่อได้รับอนุมัติ หากถูกปฏิเสธ คุณจะเห็นเหตุผลในประวัติการเติมเงิน`,
    },
  },
  {
    slug: 'withdraw',
    title: {
      en: 'How do I withdraw money?',
      vi: 'Làm thế nào để rút tiền?',
      'zh-CN': '如何提现？',
      ja: '出金するには？',
      ko: '출금은 어떻게 하나요?',
      th: 'ถอนเงินอย่างไร',
    },
    body: {
      en: `Open Me › Withdraw, choose a bank card or an on-chain address, enter the amount and confirm with your payment code. The amount must be more than 0 and no more than your balance.

The amount is held from your balance as soon as you submit, and our team reviews the request (auditing). When it is passed, the money is sent to you less the service charge shown before you confirm; when it is refused, the whole amount returns to your balance and the reason is shown in the withdrawal record.

Check the card number, bank name or address carefully: a transfer to a wrong account cannot be called back.`,
      vi: `Vào Tôi › Rút tiền, chọn thẻ ngân hàng hoặc địa chỉ trên chuỗi, nhập số tiền và xác nhận bằng mật khẩu thanh toán. Số tiền phải lớn hơn 0 và không vượt quá số dư.

Số tiền được tạm giữ khỏi số dư ngay khi bạn gửi yêu cầu, và đội ngũ của chúng tôi sẽ xét duyệt (đang duyệt). Khi được duyệt, tiền được chuyển cho bạn sau khi trừ phí dịch vụ hiển thị trước khi xác nhận; khi bị từ chối, toàn bộ số tiền được hoàn lại vào số dư và lý do hiển thị trong lịch sử rút tiền.

Hãy kiểm tra kỹ số thẻ, tên ngân hàng hoặc địa chỉ ví: tiền đã chuyển nhầm tài khoản không thể thu hồi.`,
      'zh-CN': `进入"我的 › 提现"，选择银行卡或链上地址，填写金额并用支付密码确认。金额必须大于 0 且不超过余额。

提交后该金额会立即从余额中冻结，由我们的团队审核（审核中）。审核通过后，扣除确认前显示的手续费，款项将转给您；如被拒绝，全部金额退回余额，并在提现记录中显示原因。

请仔细核对卡号、银行名称或地址：转入错误账户的款项无法追回。`,
      ja: `「マイページ › 出金」を開き、銀行カードまたはオンチェーンのアドレスを選んで金額を入力し、支払いパスワードで確定します。金額は 0 より大きく、残高以下である必要があります。

申請した時点で金額は残高から保留され、当社スタッフが審査します（審査中）。承認されると、確定前に表示された手数料を差し引いて送金されます。却下された場合は全額が残高に戻り、出金履歴に理由が表示されます。

カード番号、銀行名、アドレスはよくご確認ください。誤った口座への送金は取り戻せません。`,
      ko: `'내 정보 › 출금'에서 은행 카드 또는 온체인 주소를 선택하고 금액을 입력한 뒤 결제 비밀번호로 확인하세요. 금액은 0보다 크고 잔액 이하여야 합니다.

신청하는 즉시 금액이 잔액에서 보류되고 운영팀이 심사합니다(심사 중). 승인되면 확인 전에 표시된 수수료를 뺀 금액이 송금되고, 거절되면 전액이 잔액으로 돌아오며 출금 내역에 사유가 표시됩니다.

카드 번호, 은행 이름, 주소를 꼼꼼히 확인하세요. 잘못된 계좌로 보낸 돈은 되돌릴 수 없습니다.`,
      th: `ไปที่ "ฉัน › ถอนเงิน" เลือกบัตรธนาคารหรือที่อยู่บนบล็อกเชน กรอกจำนวนเงิน แล้วยืนยันด้วยรหัสผ่านชำระเงิน จำนวนเงินต้องมากกว่า 0 และไม่เกินยอดเงินคงเหลือ

เมื่อส่งคำขอ จำนวนเงินจะถูกกันไว้จากยอดเงินคงเหลือทันที และทีมงานจะตรวจสอบ (กำลังตรวจสอบ) เมื่ออนุมัติ เงินจะถูกโอนให้คุณหลังหักค่าธรรมเนียมที่แสดงก่อนยืนยัน หากถูกปฏิเสธ เงินทั้งหมดจะคืนเข้ายอดเงินคงเหลือ และเหตุผลจะแสดงในประวัติการถอนเงิน

โปรดตรวจสอบหมายเลขบัตร ชื่อธนาคาร หรือที่อยู่ให้ถูกต้อง เงินที่โอนผิดบัญชีไม่สามารถเรียกคืนได้`,
    },
  },
  {
    slug: 'refunds-and-returns',
    title: {
      en: 'Refunds and returns',
      vi: 'Hoàn tiền và trả hàng',
      'zh-CN': '退款与退货',
      ja: '返金と返品',
      ko: '환불 및 반품',
      th: 'การคืนเงินและคืนสินค้า',
    },
    body: {
      en: `You can apply for a refund from the order page (Apply for refund) once the order is paid and until it is completed. Choose:
• Refund only: for items that never arrived, or that you keep (for example a small defect the shop agrees to compensate).
• Refund and return: for items you received and send back; the money is paid once the shop has the goods.

Give the reason, explain what happened and add 1 to 6 photos as proof. The shop approves or refuses; a refusal always says why, and you may apply again or contact us.

Refunds go back to your balance, never more than what you paid for those items. If the whole order is refunded it is cancelled.`,
      vi: `Bạn có thể yêu cầu hoàn tiền từ trang đơn hàng (Yêu cầu hoàn tiền) sau khi đơn đã thanh toán và trước khi đơn hoàn tất. Chọn:
• Chỉ hoàn tiền: cho hàng chưa nhận được, hoặc hàng bạn giữ lại (ví dụ lỗi nhỏ được shop đồng ý bồi thường).
• Hoàn tiền và trả hàng: cho hàng đã nhận và gửi trả; tiền được hoàn khi shop đã nhận lại hàng.

Chọn lý do, mô tả sự việc và thêm 1 đến 6 ảnh làm bằng chứng. Shop sẽ đồng ý hoặc từ chối; khi từ chối luôn nêu lý do, và bạn có thể yêu cầu lại hoặc liên hệ chúng tôi.

Tiền hoàn được trả về số dư, không vượt quá số tiền bạn đã trả cho các sản phẩm đó. Nếu hoàn tiền toàn bộ đơn, đơn hàng sẽ bị hủy.`,
      'zh-CN': `订单付款后、完成之前，您可以在订单详情页点击"申请退款"。可选择：
• 仅退款：适用于未收到的商品，或您保留的商品（例如店铺同意补偿的小瑕疵）。
• 退货退款：适用于已收到并寄回的商品；店铺收到退货后退款。

请选择原因、说明情况，并上传 1 至 6 张照片作为凭证。店铺会同意或拒绝；拒绝时一定会说明原因，您可以再次申请或联系我们。

退款将退回余额，金额不超过您为这些商品支付的金额。整笔订单全部退款后，订单将被取消。`,
      ja: `支払い後から注文が完了するまでの間、注文詳細の「返金を申請」から申請できます。次のどちらかを選びます。
• 返金のみ：届かなかった商品、または手元に残す商品（ショップが補償に同意した軽い不具合など）。
• 返品・返金：受け取って返送する商品。ショップが商品を受け取った時点で返金されます。

理由を選び、状況を説明し、証拠として写真を 1〜6 枚添付してください。ショップが承認または却下します。却下の場合は必ず理由が示され、再申請やお問い合わせが可能です。

返金は残高に戻り、その商品に支払った金額を超えることはありません。注文全体が返金されると、注文はキャンセルされます。`,
      ko: `결제 후 주문이 완료되기 전까지 주문 상세의 '환불 신청'에서 신청할 수 있습니다. 다음 중에서 선택하세요.
• 환불만: 받지 못한 상품이나 그대로 갖는 상품(예: 상점이 보상에 동의한 작은 결함).
• 반품 후 환불: 받은 상품을 돌려보내는 경우. 상점이 상품을 받으면 환불됩니다.

사유를 선택하고 상황을 설명한 뒤 증빙 사진을 1~6장 첨부하세요. 상점이 승인하거나 거절하며, 거절할 때는 반드시 사유를 알려 드립니다. 다시 신청하거나 고객센터에 문의할 수 있습니다.

환불금은 잔액으로 돌아오며, 해당 상품에 결제한 금액을 넘지 않습니다. 주문 전체가 환불되면 주문은 취소됩니다.`,
      th: `คุณขอคืนเงินได้จากหน้าคำสั่งซื้อ (ขอคืนเงิน) หลังชำระเงินแล้วและก่อนคำสั่งซื้อเสร็จสมบูรณ์ เลือก:
• คืนเงินอย่างเดียว: สำหรับสินค้าที่ไม่ได้รับ หรือสินค้าที่คุณเก็บไว้ (เช่น ตำหนิเล็กน้อยที่ร้านตกลงชดเชย)
• คืนสินค้าและคืนเงิน: สำหรับสินค้าที่ได้รับแล้วและส่งกลับ เงินจะคืนเมื่อร้านได้รับสินค้าแล้ว

เลือกเหตุผล อธิบายสิ่งที่เกิดขึ้น และแนบรูปถ่าย 1 ถึง 6 รูปเป็นหลักฐาน ร้านค้าจะอนุมัติหรือปฏิเสธ หากปฏิเสธจะแจ้งเหตุผลเสมอ และคุณสามารถขอใหม่หรือติดต่อเราได้

เงินคืนจะเข้ายอดเงินคงเหลือ และไม่เกินจำนวนที่คุณจ่ายสำหรับสินค้านั้น หากคืนเงินทั้งคำสั่งซื้อ คำสั่งซื้อนั้นจะถูกยกเลิก`,
    },
  },
  {
    slug: 'shipping-times',
    title: {
      en: 'When will my order arrive?',
      vi: 'Khi nào tôi nhận được hàng?',
      'zh-CN': '订单多久能送达？',
      ja: '注文はいつ届きますか？',
      ko: '주문한 상품은 언제 도착하나요?',
      th: 'คำสั่งซื้อจะมาถึงเมื่อไร',
    },
    body: {
      en: `Shops usually ship within 1 to 3 days of payment. Once shipped, the order page shows the carrier, the tracking number and every update from the carrier.

Typical delivery times after shipping:
• Within Vietnam: 2 to 5 days.
• Cross-border: 7 to 15 days; customs checks can add a few days.

Tap Confirm receipt when the parcel arrives. If you do not, the order is marked received 10 days after delivery, and it completes 7 days after receipt. Nothing arrived? Apply for a refund before the order completes.`,
      vi: `Các shop thường giao cho đơn vị vận chuyển trong 1 đến 3 ngày sau khi thanh toán. Khi đã gửi hàng, trang đơn hàng hiển thị đơn vị vận chuyển, mã vận đơn và mọi cập nhật của hành trình.

Thời gian giao hàng thông thường sau khi gửi:
• Trong Việt Nam: 2 đến 5 ngày.
• Xuyên biên giới: 7 đến 15 ngày; kiểm tra hải quan có thể mất thêm vài ngày.

Nhấn Đã nhận được hàng khi kiện hàng đến. Nếu bạn không nhấn, đơn được coi là đã nhận sau 10 ngày kể từ khi giao, và hoàn tất sau 7 ngày kể từ khi nhận. Chưa nhận được hàng? Hãy yêu cầu hoàn tiền trước khi đơn hoàn tất.`,
      'zh-CN': `店铺通常在付款后 1 至 3 天内发货。发货后，订单详情会显示承运商、运单号以及物流的每一条更新。

发货后的一般送达时间：
• 越南境内：2 至 5 天。
• 跨境：7 至 15 天；海关查验可能再多几天。

收到包裹后请点击"确认收货"。如未确认，订单将在送达 10 天后自动确认收货，并在收货 7 天后完成。没有收到商品？请在订单完成前申请退款。`,
      ja: `ショップは通常、支払いから 1〜3 日以内に発送します。発送後は注文詳細に配送業者、追跡番号、配送状況の更新がすべて表示されます。

発送後の一般的なお届け日数：
• ベトナム国内：2〜5 日。
• 国境を越える配送：7〜15 日。税関検査でさらに数日かかることがあります。

荷物が届いたら「受取確認」をタップしてください。タップしない場合、配達から 10 日後に受取済みとなり、受取から 7 日後に注文が完了します。届いていない場合は、注文が完了する前に返金を申請してください。`,
      ko: `상점은 보통 결제 후 1~3일 안에 발송합니다. 발송되면 주문 상세에 택배사, 운송장 번호와 배송 업데이트가 모두 표시됩니다.

발송 후 일반적인 배송 기간:
• 베트남 국내: 2~5일.
• 해외 배송: 7~15일. 통관 검사로 며칠 더 걸릴 수 있습니다.

택배를 받으면 '수령 확인'을 눌러 주세요. 누르지 않으면 배송 완료 10일 후 수령 처리되고, 수령 7일 후 주문이 완료됩니다. 상품을 받지 못했다면 주문이 완료되기 전에 환불을 신청하세요.`,
      th: `โดยปกติร้านค้าจะจัดส่งภายใน 1 ถึง 3 วันหลังชำระเงิน เมื่อจัดส่งแล้ว หน้าคำสั่งซื้อจะแสดงบริษัทขนส่ง หมายเลขพัสดุ และทุกความเคลื่อนไหวของพัสดุ

ระยะเวลาจัดส่งโดยทั่วไปหลังส่งของ:
• ภายในเวียดนาม: 2 ถึง 5 วัน
• ข้ามประเทศ: 7 ถึง 15 วัน การตรวจศุลกากรอาจใช้เวลาเพิ่มอีกไม่กี่วัน

แตะ "ยืนยันการรับสินค้า" เมื่อได้รับพัสดุ หากไม่ได้แตะ ระบบจะถือว่าได้รับสินค้าแล้วหลังจัดส่งถึง 10 วัน และคำสั่งซื้อจะเสร็จสมบูรณ์หลังได้รับ 7 วัน ยังไม่ได้รับสินค้า? โปรดขอคืนเงินก่อนคำสั่งซื้อเสร็จสมบูรณ์`,
    },
  },
  {
    slug: 'account-security',
    title: {
      en: 'Keeping your account safe',
      vi: 'Giữ an toàn cho tài khoản',
      'zh-CN': '账户安全',
      ja: 'アカウントを安全に保つには',
      ko: '계정을 안전하게 지키려면',
      th: 'การรักษาความปลอดภัยของบัญชี',
    },
    body: {
      en: `• Use a login password of at least 6 characters that you use nowhere else, and a payment code that is not your birthday or phone number.
• Under Me › Security you can see every device logged in to your account and log out any you do not recognise.
• Changing your login password logs out every device, this one included.
• After 5 failed logins the account is paused for 15 minutes; forgot your password? Use Forgot password on the login page: we email you a 6-digit code.

We never ask for your password or payment code by phone, chat or email. Pay only inside the app: a seller who asks you to pay outside it is not covered by buyer protection.`,
      vi: `• Dùng mật khẩu đăng nhập từ 6 ký tự trở lên và không dùng ở nơi khác, cùng mật khẩu thanh toán không phải ngày sinh hay số điện thoại.
• Tại Tôi › Bảo mật, bạn có thể xem mọi thiết bị đang đăng nhập tài khoản và đăng xuất những thiết bị lạ.
• Đổi mật khẩu đăng nhập sẽ đăng xuất mọi thiết bị, kể cả thiết bị này.
• Sau 5 lần đăng nhập sai, tài khoản tạm khóa 15 phút; quên mật khẩu? Dùng Quên mật khẩu ở trang đăng nhập: chúng tôi gửi mã 6 chữ số qua email.

Chúng tôi không bao giờ hỏi mật khẩu hay mật khẩu thanh toán qua điện thoại, tin nhắn hoặc email. Chỉ thanh toán trong ứng dụng: người bán yêu cầu chuyển tiền bên ngoài sẽ không được bảo vệ người mua áp dụng.`,
      'zh-CN': `• 登录密码至少 6 位，且不要与其他网站相同；支付密码不要使用生日或手机号。
• 在"我的 › 账户安全"中可以查看所有已登录您账户的设备，并退出不认识的设备。
• 修改登录密码后，所有设备（包括当前设备）都会退出登录。
• 连续 5 次登录失败，账户将暂停登录 15 分钟；忘记密码？请在登录页使用"忘记密码"，我们会通过邮件发送 6 位验证码。

我们绝不会通过电话、聊天或邮件索要您的密码或支付密码。请只在应用内付款：要求您在站外付款的卖家不受买家保障保护。`,
      ja: `• ログインパスワードは 6 文字以上で他のサービスと使い回さないもの、支払いパスワードは誕生日や電話番号以外にしてください。
• 「マイページ › セキュリティ」では、アカウントにログイン中のすべてのデバイスを確認し、心当たりのないデバイスをログアウトできます。
• ログインパスワードを変更すると、この端末を含むすべてのデバイスがログアウトします。
• ログインに 5 回失敗すると 15 分間ログインできなくなります。パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れですか」から、メールで届く 6 桁のコードで再設定できます。

当社が電話・チャット・メールでパスワードや支払いパスワードを尋ねることはありません。支払いは必ずアプリ内で行ってください。アプリ外での支払いを求める出品者との取引は購入者保護の対象外です。`,
      ko: `• 로그인 비밀번호는 6자 이상으로 다른 곳에서 쓰지 않는 것을, 결제 비밀번호는 생일이나 전화번호가 아닌 것을 사용하세요.
• '내 정보 › 보안'에서 계정에 로그인된 모든 기기를 확인하고 모르는 기기를 로그아웃할 수 있습니다.
• 로그인 비밀번호를 바꾸면 이 기기를 포함한 모든 기기에서 로그아웃됩니다.
• 로그인에 5회 실패하면 15분 동안 로그인이 멈춥니다. 비밀번호를 잊으셨나요? 로그인 화면의 '비밀번호 찾기'를 이용하면 이메일로 6자리 코드를 보내 드립니다.

저희는 전화, 채팅, 이메일로 비밀번호나 결제 비밀번호를 절대 묻지 않습니다. 결제는 앱 안에서만 하세요. 앱 밖에서 결제를 요구하는 판매자와의 거래는 구매자 보호를 받을 수 없습니다.`,
      th: `• ใช้รหัสผ่านเข้าสู่ระบบอย่างน้อย 6 ตัวอักษรที่ไม่ใช้ซ้ำกับที่อื่น และรหัสผ่านชำระเงินที่ไม่ใช่วันเกิดหรือเบอร์โทรศัพท์
• ที่ "ฉัน › ความปลอดภัย" คุณดูอุปกรณ์ทุกเครื่องที่เข้าสู่ระบบบัญชีของคุณอยู่ และออกจากระบบเครื่องที่ไม่รู้จักได้
• การเปลี่ยนรหัสผ่านเข้าสู่ระบบจะทำให้ทุกอุปกรณ์ออกจากระบบ รวมถึงเครื่องนี้
• หากเข้าสู่ระบบผิด 5 ครั้ง บัญชีจะถูกพักการเข้าสู่ระบบ 15 นาที ลืมรหัสผ่าน? ใช้ "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ เราจะส่งรหัส 6 หลักทางอีเมล

เราไม่เคยขอรหัสผ่านหรือรหัสผ่านชำระเงินทางโทรศัพท์ แชต หรืออีเมล โปรดชำระเงินภายในแอปเท่านั้น ผู้ขายที่ขอให้ชำระนอกแอปไม่อยู่ในความคุ้มครองผู้ซื้อ`,
    },
  },
]
