import { BUILT_IN_ARTICLE_IDS } from '@fairround/shared';
import type { BuiltInArticle } from './article-texts.js';

/** Help article 30: the terms of use, limited to what the product actually enforces. */
export const TERMS: BuiltInArticle = {
  id: BUILT_IN_ARTICLE_IDS.terms,
  sort: 14,
  en: {
    title: 'Terms of use',
    html: `<ol>
<li>You may play only if you are an adult and online prediction games are legal where you are. The operator may ask you to prove your age and identity.</li>
<li>One account per person. Keep your passwords secret; activity under your login is treated as yours.</li>
<li>Deposits are credited after the operator confirms your payment. Withdrawals are paid to an account you saved, after review, and may require the turnover shown on the Withdraw page.</li>
<li>An order counts once it is accepted at the odds shown. It can be cancelled only while betting is open. Results are fixed by the provably fair scheme described in the <a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">game rules</a> and are not changed afterwards.</li>
<li>Your balance is what the ledger shows. If a technical fault credits money by mistake, the operator corrects it with a visible ledger entry, never by a silent edit.</li>
<li>The operator may freeze an account involved in fraud, abuse of several accounts or a payment dispute while it investigates, and will tell you through Customer service.</li>
<li>Time-outs and self-exclusions you set cannot be lifted early, but you can always withdraw your balance.</li>
<li>The operator may update these terms; the new text is published here before it applies.</li>
</ol>
<p>Questions: Customer service (the Service tab).</p>`,
  },
  vi: {
    title: 'Điều khoản sử dụng',
    html: `<ol>
<li>Bạn chỉ được chơi nếu đã đủ tuổi trưởng thành và trò chơi dự đoán trực tuyến là hợp pháp tại nơi bạn ở. Nhà điều hành có thể yêu cầu bạn chứng minh tuổi và danh tính.</li>
<li>Mỗi người một tài khoản. Hãy giữ bí mật mật khẩu; mọi hoạt động dưới thông tin đăng nhập của bạn được xem là của bạn.</li>
<li>Tiền nạp được cộng sau khi nhà điều hành xác nhận thanh toán. Tiền rút được chuyển đến tài khoản bạn đã lưu sau khi xét duyệt, và có thể cần đạt doanh số cược hiển thị trên trang Rút tiền.</li>
<li>Một lệnh có hiệu lực khi được chấp nhận ở tỷ lệ cược đã hiển thị. Lệnh chỉ có thể hủy khi còn mở cược. Kết quả được cố định bằng cơ chế có thể kiểm chứng mô tả trong <a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">luật chơi</a> và không bị thay đổi sau đó.</li>
<li>Số dư của bạn là số dư trên sổ cái. Nếu lỗi kỹ thuật cộng tiền nhầm, nhà điều hành sẽ sửa bằng một bút toán hiển thị rõ ràng, không bao giờ sửa âm thầm.</li>
<li>Nhà điều hành có thể tạm khóa tài khoản liên quan đến gian lận, lạm dụng nhiều tài khoản hoặc tranh chấp thanh toán trong thời gian điều tra, và sẽ thông báo cho bạn qua Chăm sóc khách hàng.</li>
<li>Việc tạm nghỉ và tự loại trừ do bạn đặt không thể hủy sớm, nhưng bạn luôn có thể rút số dư.</li>
<li>Nhà điều hành có thể cập nhật các điều khoản này; nội dung mới được đăng tại đây trước khi áp dụng.</li>
</ol>
<p>Thắc mắc: Chăm sóc khách hàng (tab Hỗ trợ).</p>`,
  },
  chs: {
    title: '使用条款',
    html: `<ol>
<li>只有成年人且在您所在地在线预测游戏合法时，您才可以参与。运营方可能要求您证明年龄和身份。</li>
<li>每人只能有一个账户。请保管好密码；以您的登录进行的活动视为您本人的活动。</li>
<li>充值在运营方确认付款后入账。提现在审核后支付到您保存的账户，并可能需要达到提现页面显示的流水要求。</li>
<li>订单按显示的赔率被接受后即生效，只能在投注开放期间撤单。结果由<a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">游戏规则</a>中所述的可验证公平机制确定，事后不会更改。</li>
<li>您的余额以账本为准。如因技术故障误入账，运营方会以可见的账本记录更正，绝不私下修改。</li>
<li>对于涉及欺诈、滥用多个账户或付款争议的账户，运营方可在调查期间冻结，并通过在线客服通知您。</li>
<li>您设置的暂停和自我排除不能提前解除，但您随时可以提取余额。</li>
<li>运营方可能更新本条款；新文本会在生效前在此公布。</li>
</ol>
<p>如有疑问：在线客服（“客服”标签）。</p>`,
  },
  cht: {
    title: '使用條款',
    html: `<ol>
<li>只有成年人且在您所在地線上預測遊戲合法時，您才可以參與。營運方可能要求您證明年齡和身分。</li>
<li>每人只能有一個帳戶。請保管好密碼；以您的登入進行的活動視為您本人的活動。</li>
<li>儲值在營運方確認付款後入帳。提領在審核後支付到您儲存的帳戶，並可能需要達到提領頁面顯示的流水要求。</li>
<li>訂單按顯示的賠率被接受後即生效，只能在投注開放期間撤單。結果由<a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">遊戲規則</a>中所述的可驗證公平機制確定，事後不會更改。</li>
<li>您的餘額以帳本為準。如因技術故障誤入帳，營運方會以可見的帳本紀錄更正，絕不私下修改。</li>
<li>對於涉及詐欺、濫用多個帳戶或付款爭議的帳戶，營運方可在調查期間凍結，並透過線上客服通知您。</li>
<li>您設定的暫停和自我排除不能提前解除，但您隨時可以提領餘額。</li>
<li>營運方可能更新本條款；新文本會在生效前在此公布。</li>
</ol>
<p>如有疑問：線上客服（「客服」分頁）。</p>`,
  },
};
