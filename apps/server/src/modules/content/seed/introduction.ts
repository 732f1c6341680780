import { BUILT_IN_ARTICLE_IDS } from '@fairround/shared';
import type { BuiltInArticle } from './article-texts.js';

/**
 * Help article 26, the introduction the home quick menu opens. It only states what the product
 * really does (PRODUCT.md); the operator can rewrite it in the console.
 */
export const INTRODUCTION: BuiltInArticle = {
  id: BUILT_IN_ARTICLE_IDS.introduction,
  sort: 10,
  en: {
    title: 'Introduction to Fairround',
    html: `<p>Fairround offers short, timed prediction rounds played in rooms. Each round has a countdown; you choose one or more options and a stake while betting is open, and the round is then drawn and settled automatically.</p>
<h3>The games</h3>
<ul>
<li><strong>Three-digit rounds</strong> (room types 1, 4 and 15): three digits from 0 to 9 are drawn and you play on their sum (0–27): big, small, odd, even, their combinations, the extremes and a triple.</li>
<li><strong>Racing</strong> (room type 16): cars 1 to 10 finish in a drawn order and you play on the champion: big (6–10), small (1–5), odd or even.</li>
</ul>
<h3>Provably fair results</h3>
<p>Every result is fixed in advance by a published hash chain, before any bet exists, and nobody can change it afterwards. After a draw, the <a href="/fairness">Fairness check</a> page lets you recompute any round yourself.</p>
<h3>Your money</h3>
<p>Your balance is shown in one currency everywhere. A deposit is a request that is credited once the operator has confirmed your payment; a withdrawal is paid to an account you saved, after review. Every movement is recorded in a ledger and listed under Fund flow on the My tab.</p>
<h3>Help and limits</h3>
<p>Questions go to Customer service: the Service tab at the bottom of the screen, or Online support in the home screen's quick menu. Read the <a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">game rules</a> before you play, and use the <a href="/responsible">Responsible play</a> tools (on the My tab) to set limits or take a break.</p>`,
  },
  vi: {
    title: 'Giới thiệu Fairround',
    html: `<p>Fairround cung cấp các vòng dự đoán ngắn, có thời gian, diễn ra trong các phòng. Mỗi vòng có đồng hồ đếm ngược; bạn chọn một hoặc nhiều lựa chọn và số tiền cược khi còn mở cược, sau đó vòng được quay thưởng và thanh toán tự động.</p>
<h3>Các trò chơi</h3>
<ul>
<li><strong>Vòng ba chữ số</strong> (loại phòng 1, 4 và 15): ba chữ số từ 0 đến 9 được quay và bạn dự đoán tổng của chúng (0–27): lớn, nhỏ, lẻ, chẵn, các tổ hợp, cực lớn, cực nhỏ và bộ ba.</li>
<li><strong>Đua xe</strong> (loại phòng 16): các xe từ 1 đến 10 về đích theo thứ tự được quay và bạn dự đoán xe về nhất: lớn (6–10), nhỏ (1–5), lẻ hoặc chẵn.</li>
</ul>
<h3>Kết quả có thể kiểm chứng</h3>
<p>Mọi kết quả được cố định trước bằng một chuỗi băm đã công bố, trước khi có bất kỳ lệnh cược nào, và không ai có thể thay đổi sau đó. Sau mỗi lần quay, trang <a href="/fairness">Kiểm tra công bằng</a> cho phép bạn tự tính lại bất kỳ vòng nào.</p>
<h3>Tiền của bạn</h3>
<p>Số dư được hiển thị bằng một loại tiền tệ duy nhất ở mọi nơi. Nạp tiền là một yêu cầu, được cộng vào tài khoản khi nhà điều hành xác nhận đã nhận thanh toán; rút tiền được chuyển đến tài khoản bạn đã lưu, sau khi được xét duyệt. Mọi biến động đều được ghi vào sổ cái và hiển thị ở mục Biến động số dư trong tab Tài khoản.</p>
<h3>Hỗ trợ và giới hạn</h3>
<p>Mọi câu hỏi xin gửi đến Chăm sóc khách hàng: tab Hỗ trợ ở cuối màn hình, hoặc Hỗ trợ trực tuyến trong mục Truy cập nhanh của trang chủ. Hãy đọc <a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">luật chơi</a> trước khi chơi, và dùng các công cụ <a href="/responsible">Chơi có trách nhiệm</a> (trong tab Tài khoản) để đặt hạn mức hoặc tạm nghỉ.</p>`,
  },
  chs: {
    title: 'Fairround 简介',
    html: `<p>Fairround 提供在房间中进行的短时、定时预测回合。每个回合都有倒计时；在投注开放期间，您可以选择一个或多个选项并下注，随后回合会自动开奖并结算。</p>
<h3>游戏</h3>
<ul>
<li><strong>三位数回合</strong>（房间类型 1、4 和 15）：开出三个 0 至 9 的数字，您预测它们的和（0–27）：大、小、单、双、组合、极大、极小和豹子。</li>
<li><strong>赛车</strong>（房间类型 16）：1 至 10 号车按开出的名次到达终点，您预测冠军：大（6–10）、小（1–5）、单或双。</li>
</ul>
<h3>可验证的公平结果</h3>
<p>每个结果都在任何投注出现之前，由已公布的哈希链预先确定，之后任何人都无法更改。开奖后，您可以在<a href="/fairness">公平性验证</a>页面自行重新计算任何回合。</p>
<h3>您的资金</h3>
<p>余额在所有页面都以同一种货币显示。充值是一项申请，运营方确认收到付款后入账；提现在审核后支付到您保存的账户。每一笔资金变动都记录在账本中，并列在“我的”标签的资金明细里。</p>
<h3>帮助与限额</h3>
<p>如有疑问，请联系在线客服：屏幕底部的“客服”标签，或首页快捷菜单中的“在线客服”。开始游戏前请阅读<a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">游戏规则</a>，并可使用<a href="/responsible">理性游戏</a>中的工具（在“我的”标签）设置限额或暂停游戏。</p>`,
  },
  cht: {
    title: 'Fairround 簡介',
    html: `<p>Fairround 提供在房間中進行的短時、定時預測回合。每個回合都有倒數計時；在投注開放期間，您可以選擇一個或多個選項並下注，隨後回合會自動開獎並結算。</p>
<h3>遊戲</h3>
<ul>
<li><strong>三位數回合</strong>（房間類型 1、4 和 15）：開出三個 0 至 9 的數字，您預測它們的和（0–27）：大、小、單、雙、組合、極大、極小和豹子。</li>
<li><strong>賽車</strong>（房間類型 16）：1 至 10 號車按開出的名次抵達終點，您預測冠軍：大（6–10）、小（1–5）、單或雙。</li>
</ul>
<h3>可驗證的公平結果</h3>
<p>每個結果都在任何投注出現之前，由已公布的雜湊鏈預先確定，之後任何人都無法更改。開獎後，您可以在<a href="/fairness">公平性驗證</a>頁面自行重新計算任何回合。</p>
<h3>您的資金</h3>
<p>餘額在所有頁面都以同一種貨幣顯示。儲值是一項申請，營運方確認收到付款後入帳；提領在審核後支付到您儲存的帳戶。每一筆資金變動都記錄在帳本中，並列在「我的」分頁的資金明細裡。</p>
<h3>協助與限額</h3>
<p>如有疑問，請聯絡線上客服：畫面底部的「客服」分頁，或首頁快捷選單中的「線上客服」。開始遊戲前請閱讀<a href="/help/${BUILT_IN_ARTICLE_IDS.rules}">遊戲規則</a>，並可使用<a href="/responsible">理性遊戲</a>中的工具（在「我的」分頁）設定限額或暫停遊戲。</p>`,
  },
};
