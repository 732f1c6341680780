import { BUILT_IN_ARTICLE_IDS } from '@fairround/shared';
import type { BuiltInArticle } from './article-texts.js';

/** Help article 27: how rounds run and what each option means (PRODUCT.md §6). */
export const RULES: BuiltInArticle = {
  id: BUILT_IN_ARTICLE_IDS.rules,
  sort: 11,
  en: {
    title: 'Game rules',
    html: `<h3>How a round runs</h3>
<p>All rooms of a room type share the same rounds. Betting closes 60 seconds before the draw; after that you cannot buy or cancel. The next round opens 3 seconds after the draw. You may cancel an order only while betting is still open.</p>
<h3>Three-digit rounds (types 1, 4, 15)</h3>
<p>Three digits from 0 to 9 are drawn; the options are judged on their sum (0–27):</p>
<table>
<thead><tr><th>Option</th><th>Wins when</th><th>Probability</th></tr></thead>
<tbody>
<tr><td>Big / Small</td><td>sum 14–27 / 0–13</td><td>50% each</td></tr>
<tr><td>Odd / Even</td><td>sum is odd / even</td><td>50% each</td></tr>
<tr><td>Big-odd / Small-even</td><td>both conditions</td><td>23.1% each</td></tr>
<tr><td>Small-odd / Big-even</td><td>both conditions</td><td>26.9% each</td></tr>
<tr><td>Extreme big / Extreme small</td><td>sum 22–27 / 0–5</td><td>5.6% each</td></tr>
<tr><td>Triple</td><td>all three digits equal</td><td>1%</td></tr>
</tbody>
</table>
<p>There is no hidden rule: a sum of 13 or 14 is simply small or big.</p>
<h3>Racing (type 16)</h3>
<p>Cars 1 to 10 finish in a drawn order. Options are judged on the champion (first car): big 6–10, small 1–5, odd, even — 50% each.</p>
<h3>Odds and payouts</h3>
<p>Each room shows its odds, and its Rules and odds sheet shows every option's probability and return to player at those odds. Your order is accepted only at the odds you saw; odds cannot change for a round that is already open. Over many rounds the return to player is below 100%, so playing costs money on average.</p>
<h3>Fairness</h3>
<p>Results come from a pre-published SHA-256 hash chain, revealed one round at a time. Rounds missed while the service was down are drawn and settled when it restarts, with the results the chain had already fixed. Every entry in Bet records (on the My tab) links to its round's proof on the <a href="/fairness">Fairness check</a> page.</p>`,
  },
  vi: {
    title: 'Luật chơi',
    html: `<h3>Diễn biến một vòng</h3>
<p>Tất cả các phòng cùng loại dùng chung các vòng. Việc đặt cược đóng 60 giây trước khi quay thưởng; sau đó bạn không thể mua hoặc hủy. Vòng tiếp theo mở 3 giây sau khi quay. Bạn chỉ có thể hủy lệnh khi vẫn còn mở cược.</p>
<h3>Vòng ba chữ số (loại 1, 4, 15)</h3>
<p>Ba chữ số từ 0 đến 9 được quay; các lựa chọn được tính theo tổng của chúng (0–27):</p>
<table>
<thead><tr><th>Lựa chọn</th><th>Thắng khi</th><th>Xác suất</th></tr></thead>
<tbody>
<tr><td>Lớn / Nhỏ</td><td>tổng 14–27 / 0–13</td><td>mỗi loại 50%</td></tr>
<tr><td>Lẻ / Chẵn</td><td>tổng là số lẻ / chẵn</td><td>mỗi loại 50%</td></tr>
<tr><td>Lớn-lẻ / Nhỏ-chẵn</td><td>thỏa cả hai điều kiện</td><td>mỗi loại 23,1%</td></tr>
<tr><td>Nhỏ-lẻ / Lớn-chẵn</td><td>thỏa cả hai điều kiện</td><td>mỗi loại 26,9%</td></tr>
<tr><td>Cực lớn / Cực nhỏ</td><td>tổng 22–27 / 0–5</td><td>mỗi loại 5,6%</td></tr>
<tr><td>Bộ ba</td><td>ba chữ số giống nhau</td><td>1%</td></tr>
</tbody>
</table>
<p>Không có luật ẩn: tổng bằng 13 hoặc 14 đơn giản là nhỏ hoặc lớn.</p>
<h3>Đua xe (loại 16)</h3>
<p>Các xe từ 1 đến 10 về đích theo thứ tự được quay. Các lựa chọn được tính theo xe về nhất: lớn 6–10, nhỏ 1–5, lẻ, chẵn — mỗi loại 50%.</p>
<h3>Tỷ lệ cược và tiền thưởng</h3>
<p>Mỗi phòng hiển thị tỷ lệ cược của mình, và bảng Luật và tỷ lệ của phòng cho biết xác suất và tỷ lệ hoàn trả cho người chơi của từng lựa chọn ở tỷ lệ đó. Lệnh của bạn chỉ được chấp nhận đúng ở tỷ lệ bạn đã thấy; tỷ lệ không thể thay đổi đối với vòng đã mở. Về lâu dài, tỷ lệ hoàn trả thấp hơn 100%, nên trung bình việc chơi sẽ tốn tiền.</p>
<h3>Minh bạch</h3>
<p>Kết quả đến từ một chuỗi băm SHA-256 công bố trước, được tiết lộ từng vòng một. Những vòng bị lỡ khi dịch vụ ngừng hoạt động sẽ được quay và thanh toán khi khởi động lại, với kết quả mà chuỗi đã cố định từ trước. Mỗi mục trong Lịch sử cược (tab Tài khoản) đều liên kết tới bằng chứng của vòng đó trên trang <a href="/fairness">Kiểm tra công bằng</a>.</p>`,
  },
  chs: {
    title: '游戏规则',
    html: `<h3>回合流程</h3>
<p>同一房间类型的所有房间共享相同的回合。开奖前 60 秒停止投注；此后无法购买或撤单。开奖 3 秒后开启下一回合。只有在投注仍开放时才能撤单。</p>
<h3>三位数回合（类型 1、4、15）</h3>
<p>开出三个 0 至 9 的数字；各选项按三者之和（0–27）判定：</p>
<table>
<thead><tr><th>选项</th><th>中奖条件</th><th>概率</th></tr></thead>
<tbody>
<tr><td>大 / 小</td><td>和值 14–27 / 0–13</td><td>各 50%</td></tr>
<tr><td>单 / 双</td><td>和值为单数 / 双数</td><td>各 50%</td></tr>
<tr><td>大单 / 小双</td><td>同时满足两个条件</td><td>各 23.1%</td></tr>
<tr><td>小单 / 大双</td><td>同时满足两个条件</td><td>各 26.9%</td></tr>
<tr><td>极大 / 极小</td><td>和值 22–27 / 0–5</td><td>各 5.6%</td></tr>
<tr><td>豹子</td><td>三个数字相同</td><td>1%</td></tr>
</tbody>
</table>
<p>没有隐藏规则：和值 13 或 14 就是小或大。</p>
<h3>赛车（类型 16）</h3>
<p>1 至 10 号车按开出的名次到达终点。各选项按冠军（第一名）判定：大 6–10、小 1–5、单、双——各 50%。</p>
<h3>赔率与派彩</h3>
<p>每个房间都显示其赔率，房间的“规则与赔率”列出每个选项在该赔率下的概率和返还率。您的订单只会按您看到的赔率成交；已开放的回合赔率不会改变。长期来看返还率低于 100%，因此平均而言游戏会花费金钱。</p>
<h3>公平性</h3>
<p>结果来自预先公布的 SHA-256 哈希链，每回合揭示一个。服务停机期间错过的回合会在重启时按哈希链早已确定的结果开奖并结算。投注记录（在“我的”标签）中的每一条都链接到该回合在<a href="/fairness">公平性验证</a>页面上的证明。</p>`,
  },
  cht: {
    title: '遊戲規則',
    html: `<h3>回合流程</h3>
<p>同一房間類型的所有房間共用相同的回合。開獎前 60 秒停止投注；此後無法購買或撤單。開獎 3 秒後開啟下一回合。只有在投注仍開放時才能撤單。</p>
<h3>三位數回合（類型 1、4、15）</h3>
<p>開出三個 0 至 9 的數字；各選項按三者之和（0–27）判定：</p>
<table>
<thead><tr><th>選項</th><th>中獎條件</th><th>機率</th></tr></thead>
<tbody>
<tr><td>大 / 小</td><td>和值 14–27 / 0–13</td><td>各 50%</td></tr>
<tr><td>單 / 雙</td><td>和值為單數 / 雙數</td><td>各 50%</td></tr>
<tr><td>大單 / 小雙</td><td>同時符合兩個條件</td><td>各 23.1%</td></tr>
<tr><td>小單 / 大雙</td><td>同時符合兩個條件</td><td>各 26.9%</td></tr>
<tr><td>極大 / 極小</td><td>和值 22–27 / 0–5</td><td>各 5.6%</td></tr>
<tr><td>豹子</td><td>三個數字相同</td><td>1%</td></tr>
</tbody>
</table>
<p>沒有隱藏規則：和值 13 或 14 就是小或大。</p>
<h3>賽車（類型 16）</h3>
<p>1 至 10 號車按開出的名次抵達終點。各選項按冠軍（第一名）判定：大 6–10、小 1–5、單、雙——各 50%。</p>
<h3>賠率與派彩</h3>
<p>每個房間都顯示其賠率，房間的「規則與賠率」列出每個選項在該賠率下的機率和返還率。您的訂單只會按您看到的賠率成交；已開放的回合賠率不會改變。長期而言返還率低於 100%，因此平均而言遊戲會花費金錢。</p>
<h3>公平性</h3>
<p>結果來自預先公布的 SHA-256 雜湊鏈，每回合揭示一個。服務停機期間錯過的回合會在重新啟動時按雜湊鏈早已確定的結果開獎並結算。投注紀錄（在「我的」分頁）中的每一筆都連結到該回合在<a href="/fairness">公平性驗證</a>頁面上的證明。</p>`,
  },
};
