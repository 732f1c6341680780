import { BUILT_IN_ARTICLE_IDS } from '@fairround/shared';
import type { BuiltInArticle } from './article-texts.js';

/** Help article 29: what the service stores about a player and why (from the real tables). */
export const PRIVACY: BuiltInArticle = {
  id: BUILT_IN_ARTICLE_IDS.privacy,
  sort: 13,
  en: {
    title: 'Privacy',
    html: `<h3>What we store</h3>
<ul>
<li>Your account: username, nickname, phone number with its area code, invitation code, VIP level and account status.</li>
<li>Your passwords only as one-way hashes; nobody, staff included, can read them.</li>
<li>Your sessions: when you logged in, the network address and the browser description, to protect your account.</li>
<li>Your activity: orders, deposits, withdrawals, withdrawal accounts and every ledger entry. Money records are never deleted or altered, because they prove your balance.</li>
<li>Messages you send to Customer service.</li>
</ul>
<h3>Why</h3>
<p>To run your account, settle your orders, process payments, keep records we are required to keep, prevent fraud and answer you. We do not sell your data.</p>
<h3>Who can see it</h3>
<p>Only the operator's staff, each limited to their role, and every staff action on an account is written to an audit log.</p>
<h3>On your device</h3>
<p>The app keeps your language and your session token in your browser's storage. Logging out ends the session.</p>
<p>For a copy of your data or a correction, contact Customer service (the Service tab).</p>`,
  },
  vi: {
    title: 'Quyền riêng tư',
    html: `<h3>Chúng tôi lưu gì</h3>
<ul>
<li>Tài khoản: tên đăng nhập, biệt danh, số điện thoại kèm mã vùng, mã mời, cấp VIP và trạng thái tài khoản.</li>
<li>Mật khẩu chỉ được lưu dưới dạng băm một chiều; không ai, kể cả nhân viên, đọc được.</li>
<li>Phiên đăng nhập: thời điểm đăng nhập, địa chỉ mạng và mô tả trình duyệt, để bảo vệ tài khoản của bạn.</li>
<li>Hoạt động: lệnh cược, nạp tiền, rút tiền, tài khoản rút tiền và mọi bút toán sổ cái. Các bản ghi tiền không bao giờ bị xóa hay sửa, vì chúng chứng minh số dư của bạn.</li>
<li>Tin nhắn bạn gửi cho Chăm sóc khách hàng.</li>
</ul>
<h3>Vì sao</h3>
<p>Để vận hành tài khoản, thanh toán lệnh cược, xử lý giao dịch, lưu giữ hồ sơ theo yêu cầu, ngăn chặn gian lận và trả lời bạn. Chúng tôi không bán dữ liệu của bạn.</p>
<h3>Ai có thể xem</h3>
<p>Chỉ nhân viên của nhà điều hành, mỗi người giới hạn theo vai trò, và mọi thao tác của nhân viên trên tài khoản đều được ghi vào nhật ký kiểm toán.</p>
<h3>Trên thiết bị của bạn</h3>
<p>Ứng dụng lưu ngôn ngữ và mã phiên đăng nhập trong bộ nhớ trình duyệt. Đăng xuất sẽ kết thúc phiên.</p>
<p>Để nhận bản sao dữ liệu hoặc yêu cầu chỉnh sửa, hãy liên hệ Chăm sóc khách hàng (tab Hỗ trợ).</p>`,
  },
  chs: {
    title: '隐私',
    html: `<h3>我们保存什么</h3>
<ul>
<li>账户：用户名、昵称、带区号的手机号码、邀请码、VIP 等级和账户状态。</li>
<li>密码仅以单向哈希保存；任何人（包括工作人员）都无法读取。</li>
<li>登录会话：登录时间、网络地址和浏览器描述，用于保护您的账户。</li>
<li>活动：订单、充值、提现、提现账户以及每一笔账本记录。资金记录永不删除或修改，因为它们证明您的余额。</li>
<li>您发送给在线客服的消息。</li>
</ul>
<h3>为什么</h3>
<p>用于运营您的账户、结算订单、处理付款、保存须保留的记录、防止欺诈以及回复您。我们不出售您的数据。</p>
<h3>谁可以查看</h3>
<p>只有运营方的工作人员，且各自受其角色限制；工作人员对账户的每项操作都会写入审计日志。</p>
<h3>在您的设备上</h3>
<p>应用在浏览器存储中保存您的语言和会话令牌。退出登录即结束会话。</p>
<p>如需获取数据副本或更正数据，请联系在线客服（“客服”标签）。</p>`,
  },
  cht: {
    title: '隱私',
    html: `<h3>我們儲存什麼</h3>
<ul>
<li>帳戶：使用者名稱、暱稱、含區碼的手機號碼、邀請碼、VIP 等級和帳戶狀態。</li>
<li>密碼僅以單向雜湊儲存；任何人（包括工作人員）都無法讀取。</li>
<li>登入工作階段：登入時間、網路位址和瀏覽器描述，用於保護您的帳戶。</li>
<li>活動：訂單、儲值、提領、提領帳戶以及每一筆帳本紀錄。資金紀錄永不刪除或修改，因為它們證明您的餘額。</li>
<li>您傳送給線上客服的訊息。</li>
</ul>
<h3>為什麼</h3>
<p>用於營運您的帳戶、結算訂單、處理付款、保存須保留的紀錄、防止詐欺以及回覆您。我們不出售您的資料。</p>
<h3>誰可以查看</h3>
<p>只有營運方的工作人員，且各自受其角色限制；工作人員對帳戶的每項操作都會寫入稽核日誌。</p>
<h3>在您的裝置上</h3>
<p>應用程式在瀏覽器儲存空間中保存您的語言和工作階段權杖。登出即結束工作階段。</p>
<p>如需取得資料副本或更正資料，請聯絡線上客服（「客服」分頁）。</p>`,
  },
};
