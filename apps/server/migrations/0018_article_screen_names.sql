-- Built-in help articles (26–30) name the app's real screens and tabs in every language (issue #14):
-- the support tab is "Hỗ trợ" / "Service" / "客服", the fairness, responsible-play, fund-flow and
-- bet-records screens by their titles. Only a text still exactly as first seeded is replaced, so an
-- article the console edited keeps the operator's words. Fresh installs get the new texts from the seed.
UPDATE "articles" SET "content_vi" = '<p>Fairround cung cấp các vòng dự đoán ngắn, có thời gian, diễn ra trong các phòng. Mỗi vòng có đồng hồ đếm ngược; bạn chọn một hoặc nhiều lựa chọn và số tiền cược khi còn mở cược, sau đó vòng được quay thưởng và thanh toán tự động.</p>
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
<p>Mọi câu hỏi xin gửi đến Chăm sóc khách hàng: tab Hỗ trợ ở cuối màn hình, hoặc Hỗ trợ trực tuyến trong mục Truy cập nhanh của trang chủ. Hãy đọc <a href="/help/27">luật chơi</a> trước khi chơi, và dùng các công cụ <a href="/responsible">Chơi có trách nhiệm</a> (trong tab Tài khoản) để đặt hạn mức hoặc tạm nghỉ.</p>', "updated_at" = now()
WHERE "id" = 26 AND "content_vi" = '<p>Fairround cung cấp các vòng dự đoán ngắn, có thời gian, diễn ra trong các phòng. Mỗi vòng có đồng hồ đếm ngược; bạn chọn một hoặc nhiều lựa chọn và số tiền cược khi còn mở cược, sau đó vòng được quay thưởng và thanh toán tự động.</p>
<h3>Các trò chơi</h3>
<ul>
<li><strong>Vòng ba chữ số</strong> (loại phòng 1, 4 và 15): ba chữ số từ 0 đến 9 được quay và bạn dự đoán tổng của chúng (0–27): lớn, nhỏ, lẻ, chẵn, các tổ hợp, cực lớn, cực nhỏ và bộ ba.</li>
<li><strong>Đua xe</strong> (loại phòng 16): các xe từ 1 đến 10 về đích theo thứ tự được quay và bạn dự đoán xe về nhất: lớn (6–10), nhỏ (1–5), lẻ hoặc chẵn.</li>
</ul>
<h3>Kết quả có thể kiểm chứng</h3>
<p>Mọi kết quả được cố định trước bằng một chuỗi băm đã công bố, trước khi có bất kỳ lệnh cược nào, và không ai có thể thay đổi sau đó. Sau mỗi lần quay, <a href="/fairness">trang minh bạch</a> cho phép bạn tự tính lại bất kỳ vòng nào.</p>
<h3>Tiền của bạn</h3>
<p>Số dư được hiển thị bằng một loại tiền tệ duy nhất ở mọi nơi. Nạp tiền là một yêu cầu, được cộng vào tài khoản khi nhà điều hành xác nhận đã nhận thanh toán; rút tiền được chuyển đến tài khoản bạn đã lưu, sau khi được xét duyệt. Mọi biến động đều được ghi vào sổ cái và hiển thị trong chi tiết quỹ.</p>
<h3>Hỗ trợ và giới hạn</h3>
<p>Mọi câu hỏi xin gửi đến hỗ trợ trực tuyến (tab Dịch vụ). Hãy đọc <a href="/help/27">luật chơi</a> trước khi chơi, và dùng <a href="/responsible">công cụ bảo vệ người chơi</a> để đặt giới hạn hoặc tạm nghỉ.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_en" = '<p>Fairround offers short, timed prediction rounds played in rooms. Each round has a countdown; you choose one or more options and a stake while betting is open, and the round is then drawn and settled automatically.</p>
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
<p>Questions go to Customer service: the Service tab at the bottom of the screen, or Online support in the home screen''s quick menu. Read the <a href="/help/27">game rules</a> before you play, and use the <a href="/responsible">Responsible play</a> tools (on the My tab) to set limits or take a break.</p>', "updated_at" = now()
WHERE "id" = 26 AND "content_en" = '<p>Fairround offers short, timed prediction rounds played in rooms. Each round has a countdown; you choose one or more options and a stake while betting is open, and the round is then drawn and settled automatically.</p>
<h3>The games</h3>
<ul>
<li><strong>Three-digit rounds</strong> (room types 1, 4 and 15): three digits from 0 to 9 are drawn and you play on their sum (0–27): big, small, odd, even, their combinations, the extremes and a triple.</li>
<li><strong>Racing</strong> (room type 16): cars 1 to 10 finish in a drawn order and you play on the champion: big (6–10), small (1–5), odd or even.</li>
</ul>
<h3>Provably fair results</h3>
<p>Every result is fixed in advance by a published hash chain, before any bet exists, and nobody can change it afterwards. After a draw, the <a href="/fairness">fairness page</a> lets you recompute any round yourself.</p>
<h3>Your money</h3>
<p>Your balance is shown in one currency everywhere. A deposit is a request that is credited once the operator has confirmed your payment; a withdrawal is paid to an account you saved, after review. Every movement is recorded in a ledger and listed in your fund details.</p>
<h3>Help and limits</h3>
<p>Questions go to online support (the Service tab). Read the <a href="/help/27">game rules</a> before you play, and use the <a href="/responsible">player protection tools</a> to set limits or take a break.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_chs" = '<p>Fairround 提供在房间中进行的短时、定时预测回合。每个回合都有倒计时；在投注开放期间，您可以选择一个或多个选项并下注，随后回合会自动开奖并结算。</p>
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
<p>如有疑问，请联系在线客服：屏幕底部的“客服”标签，或首页快捷菜单中的“在线客服”。开始游戏前请阅读<a href="/help/27">游戏规则</a>，并可使用<a href="/responsible">理性游戏</a>中的工具（在“我的”标签）设置限额或暂停游戏。</p>', "updated_at" = now()
WHERE "id" = 26 AND "content_chs" = '<p>Fairround 提供在房间中进行的短时、定时预测回合。每个回合都有倒计时；在投注开放期间，您可以选择一个或多个选项并下注，随后回合会自动开奖并结算。</p>
<h3>游戏</h3>
<ul>
<li><strong>三位数回合</strong>（房间类型 1、4 和 15）：开出三个 0 至 9 的数字，您预测它们的和（0–27）：大、小、单、双、组合、极大、极小和豹子。</li>
<li><strong>赛车</strong>（房间类型 16）：1 至 10 号车按开出的名次到达终点，您预测冠军：大（6–10）、小（1–5）、单或双。</li>
</ul>
<h3>可验证的公平结果</h3>
<p>每个结果都在任何投注出现之前，由已公布的哈希链预先确定，之后任何人都无法更改。开奖后，您可以在<a href="/fairness">公平性页面</a>自行重新计算任何回合。</p>
<h3>您的资金</h3>
<p>余额在所有页面都以同一种货币显示。充值是一项申请，运营方确认收到付款后入账；提现在审核后支付到您保存的账户。每一笔资金变动都记录在账本中，并列在您的资金明细里。</p>
<h3>帮助与限额</h3>
<p>如有疑问，请联系在线客服（客服标签）。开始游戏前请阅读<a href="/help/27">游戏规则</a>，并可使用<a href="/responsible">玩家保护工具</a>设置限额或暂停游戏。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_cht" = '<p>Fairround 提供在房間中進行的短時、定時預測回合。每個回合都有倒數計時；在投注開放期間，您可以選擇一個或多個選項並下注，隨後回合會自動開獎並結算。</p>
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
<p>如有疑問，請聯絡線上客服：畫面底部的「客服」分頁，或首頁快捷選單中的「線上客服」。開始遊戲前請閱讀<a href="/help/27">遊戲規則</a>，並可使用<a href="/responsible">理性遊戲</a>中的工具（在「我的」分頁）設定限額或暫停遊戲。</p>', "updated_at" = now()
WHERE "id" = 26 AND "content_cht" = '<p>Fairround 提供在房間中進行的短時、定時預測回合。每個回合都有倒數計時；在投注開放期間，您可以選擇一個或多個選項並下注，隨後回合會自動開獎並結算。</p>
<h3>遊戲</h3>
<ul>
<li><strong>三位數回合</strong>（房間類型 1、4 和 15）：開出三個 0 至 9 的數字，您預測它們的和（0–27）：大、小、單、雙、組合、極大、極小和豹子。</li>
<li><strong>賽車</strong>（房間類型 16）：1 至 10 號車按開出的名次抵達終點，您預測冠軍：大（6–10）、小（1–5）、單或雙。</li>
</ul>
<h3>可驗證的公平結果</h3>
<p>每個結果都在任何投注出現之前，由已公布的雜湊鏈預先確定，之後任何人都無法更改。開獎後，您可以在<a href="/fairness">公平性頁面</a>自行重新計算任何回合。</p>
<h3>您的資金</h3>
<p>餘額在所有頁面都以同一種貨幣顯示。儲值是一項申請，營運方確認收到付款後入帳；提領在審核後支付到您儲存的帳戶。每一筆資金變動都記錄在帳本中，並列在您的資金明細裡。</p>
<h3>協助與限額</h3>
<p>如有疑問，請聯絡線上客服（客服分頁）。開始遊戲前請閱讀<a href="/help/27">遊戲規則</a>，並可使用<a href="/responsible">玩家保護工具</a>設定限額或暫停遊戲。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_vi" = '<h3>Diễn biến một vòng</h3>
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
<p>Kết quả đến từ một chuỗi băm SHA-256 công bố trước, được tiết lộ từng vòng một. Những vòng bị lỡ khi dịch vụ ngừng hoạt động sẽ được quay và thanh toán khi khởi động lại, với kết quả mà chuỗi đã cố định từ trước. Mỗi mục trong Lịch sử cược (tab Tài khoản) đều liên kết tới bằng chứng của vòng đó trên trang <a href="/fairness">Kiểm tra công bằng</a>.</p>', "updated_at" = now()
WHERE "id" = 27 AND "content_vi" = '<h3>Diễn biến một vòng</h3>
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
<p>Mỗi phòng hiển thị tỷ lệ cược của mình, và bảng luật của phòng cho biết xác suất và tỷ lệ hoàn trả cho người chơi của từng lựa chọn ở tỷ lệ đó. Lệnh của bạn chỉ được chấp nhận đúng ở tỷ lệ bạn đã thấy; tỷ lệ không thể thay đổi đối với vòng đã mở. Về lâu dài, tỷ lệ hoàn trả thấp hơn 100%, nên trung bình việc chơi sẽ tốn tiền.</p>
<h3>Minh bạch</h3>
<p>Kết quả đến từ một chuỗi băm SHA-256 công bố trước, được tiết lộ từng vòng một. Những vòng bị lỡ khi dịch vụ ngừng hoạt động sẽ được quay và thanh toán khi khởi động lại, với kết quả mà chuỗi đã cố định từ trước. Mỗi bản ghi cược đều liên kết tới bằng chứng của vòng đó trên <a href="/fairness">trang minh bạch</a>.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_en" = '<h3>How a round runs</h3>
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
<p>Each room shows its odds, and its Rules and odds sheet shows every option''s probability and return to player at those odds. Your order is accepted only at the odds you saw; odds cannot change for a round that is already open. Over many rounds the return to player is below 100%, so playing costs money on average.</p>
<h3>Fairness</h3>
<p>Results come from a pre-published SHA-256 hash chain, revealed one round at a time. Rounds missed while the service was down are drawn and settled when it restarts, with the results the chain had already fixed. Every entry in Bet records (on the My tab) links to its round''s proof on the <a href="/fairness">Fairness check</a> page.</p>', "updated_at" = now()
WHERE "id" = 27 AND "content_en" = '<h3>How a round runs</h3>
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
<p>Each room shows its odds, and its rules sheet shows every option''s probability and return to player at those odds. Your order is accepted only at the odds you saw; odds cannot change for a round that is already open. Over many rounds the return to player is below 100%, so playing costs money on average.</p>
<h3>Fairness</h3>
<p>Results come from a pre-published SHA-256 hash chain, revealed one round at a time. Rounds missed while the service was down are drawn and settled when it restarts, with the results the chain had already fixed. Every bet record links to its round''s proof on the <a href="/fairness">fairness page</a>.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_chs" = '<h3>回合流程</h3>
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
<p>结果来自预先公布的 SHA-256 哈希链，每回合揭示一个。服务停机期间错过的回合会在重启时按哈希链早已确定的结果开奖并结算。投注记录（在“我的”标签）中的每一条都链接到该回合在<a href="/fairness">公平性验证</a>页面上的证明。</p>', "updated_at" = now()
WHERE "id" = 27 AND "content_chs" = '<h3>回合流程</h3>
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
<p>每个房间都显示其赔率，房间的规则说明列出每个选项在该赔率下的概率和返还率。您的订单只会按您看到的赔率成交；已开放的回合赔率不会改变。长期来看返还率低于 100%，因此平均而言游戏会花费金钱。</p>
<h3>公平性</h3>
<p>结果来自预先公布的 SHA-256 哈希链，每回合揭示一个。服务停机期间错过的回合会在重启时按哈希链早已确定的结果开奖并结算。每条投注记录都链接到该回合在<a href="/fairness">公平性页面</a>上的证明。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_cht" = '<h3>回合流程</h3>
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
<p>結果來自預先公布的 SHA-256 雜湊鏈，每回合揭示一個。服務停機期間錯過的回合會在重新啟動時按雜湊鏈早已確定的結果開獎並結算。投注紀錄（在「我的」分頁）中的每一筆都連結到該回合在<a href="/fairness">公平性驗證</a>頁面上的證明。</p>', "updated_at" = now()
WHERE "id" = 27 AND "content_cht" = '<h3>回合流程</h3>
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
<p>每個房間都顯示其賠率，房間的規則說明列出每個選項在該賠率下的機率和返還率。您的訂單只會按您看到的賠率成交；已開放的回合賠率不會改變。長期而言返還率低於 100%，因此平均而言遊戲會花費金錢。</p>
<h3>公平性</h3>
<p>結果來自預先公布的 SHA-256 雜湊鏈，每回合揭示一個。服務停機期間錯過的回合會在重新啟動時按雜湊鏈早已確定的結果開獎並結算。每筆投注紀錄都連結到該回合在<a href="/fairness">公平性頁面</a>上的證明。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_vi" = '<p>Các vòng dự đoán là hình thức giải trí, không phải cách kiếm tiền. Về lâu dài, tỷ lệ hoàn trả cho người chơi thấp hơn 100%, và không có chiến thuật nào thay đổi được xác suất của một vòng: mỗi kết quả được cố định từ trước và độc lập với các vòng khác.</p>
<ul>
<li>Chỉ chơi bằng số tiền bạn có thể chấp nhận mất, và quyết định ngân sách trước khi bắt đầu.</li>
<li>Đừng cố gỡ lại khoản đã thua và đừng vay tiền để chơi.</li>
<li>Nghỉ ngơi thường xuyên, và dừng lại nếu việc chơi không còn vui.</li>
</ul>
<h3>Công cụ trong tài khoản của bạn</h3>
<ul>
<li><strong>Hạn mức nạp tiền</strong> và <strong>Hạn mức thua lỗ</strong> theo ngày, tuần và tháng. Hạn mức thấp hơn có hiệu lực ngay; hạn mức cao hơn, hoặc việc bỏ hạn mức, chỉ có hiệu lực sau 24 giờ.</li>
<li><strong>Nhắc nhở thực tế</strong>: lời nhắc theo khoảng thời gian bạn chọn, cho biết bạn đã chơi bao lâu và kết quả ròng.</li>
<li><strong>Tạm nghỉ</strong> 1 ngày, 1 tuần, 1 tháng hoặc 6 tuần, và <strong>Tự loại trừ</strong> 6 tháng, 1 năm hoặc 5 năm. Cả hai có hiệu lực ngay và không thể hủy sớm; bạn vẫn có thể rút số dư.</li>
<li><strong>Lịch sử tài khoản</strong> ít nhất 12 tháng, có thể xuất ra tệp.</li>
</ul>
<p>Hãy cài đặt tại trang <a href="/responsible">Chơi có trách nhiệm</a> (trong tab Tài khoản). Nếu bạn lo lắng về việc chơi của mình, hãy liên hệ Chăm sóc khách hàng (tab Hỗ trợ) và cân nhắc tìm đến một tổ chức hỗ trợ tại địa phương.</p>', "updated_at" = now()
WHERE "id" = 28 AND "content_vi" = '<p>Các vòng dự đoán là hình thức giải trí, không phải cách kiếm tiền. Về lâu dài, tỷ lệ hoàn trả cho người chơi thấp hơn 100%, và không có chiến thuật nào thay đổi được xác suất của một vòng: mỗi kết quả được cố định từ trước và độc lập với các vòng khác.</p>
<ul>
<li>Chỉ chơi bằng số tiền bạn có thể chấp nhận mất, và quyết định ngân sách trước khi bắt đầu.</li>
<li>Đừng cố gỡ lại khoản đã thua và đừng vay tiền để chơi.</li>
<li>Nghỉ ngơi thường xuyên, và dừng lại nếu việc chơi không còn vui.</li>
</ul>
<h3>Công cụ trong tài khoản của bạn</h3>
<ul>
<li><strong>Giới hạn nạp tiền</strong> theo ngày, tuần và tháng. Giới hạn thấp hơn có hiệu lực ngay; giới hạn cao hơn chỉ có hiệu lực sau 24 giờ.</li>
<li><strong>Nhắc nhở thực tế</strong>: lời nhắc theo khoảng thời gian bạn chọn, cho biết bạn đã chơi bao lâu và kết quả ròng.</li>
<li><strong>Tạm nghỉ</strong> 1 ngày, 1 tuần, 1 tháng hoặc 6 tuần, và <strong>tự loại trừ</strong> 6 tháng, 1 năm hoặc 5 năm. Cả hai có hiệu lực ngay và không thể hủy sớm; bạn vẫn có thể rút số dư.</li>
<li><strong>Lịch sử tài khoản</strong> ít nhất 12 tháng, có thể xuất ra tệp.</li>
</ul>
<p>Hãy cài đặt tại <a href="/responsible">trang bảo vệ người chơi</a>. Nếu bạn lo lắng về việc chơi của mình, hãy liên hệ hỗ trợ trực tuyến và cân nhắc tìm đến một tổ chức hỗ trợ tại địa phương.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_en" = '<p>Prediction rounds are entertainment, not a way to earn money. Over time the return to player is below 100%, and no strategy changes the odds of a round: each result is fixed in advance and independent of the others.</p>
<ul>
<li>Play only with money you can afford to lose, and decide your budget before you start.</li>
<li>Do not chase losses or borrow to play.</li>
<li>Take regular breaks, and stop if playing stops being fun.</li>
</ul>
<h3>Tools in your account</h3>
<ul>
<li><strong>Deposit limits</strong> and <strong>Loss limits</strong> per day, week and month. A lower limit applies at once; a higher one, or removing one, only after 24 hours.</li>
<li><strong>Reality check</strong>: a reminder at the interval you choose, showing how long you have played and your net result.</li>
<li><strong>Take a time-out</strong> for 1 day, 1 week, 1 month or 6 weeks, or <strong>Self-exclusion</strong> for 6 months, 1 year or 5 years. Both start at once and cannot be lifted early; you can still withdraw your balance.</li>
<li><strong>Account history</strong> of at least 12 months, which you can export.</li>
</ul>
<p>Set them on the <a href="/responsible">Responsible play</a> page (on the My tab). If you are worried about your play, contact Customer service (the Service tab), and consider talking to a local support organisation for problem gambling.</p>', "updated_at" = now()
WHERE "id" = 28 AND "content_en" = '<p>Prediction rounds are entertainment, not a way to earn money. Over time the return to player is below 100%, and no strategy changes the odds of a round: each result is fixed in advance and independent of the others.</p>
<ul>
<li>Play only with money you can afford to lose, and decide your budget before you start.</li>
<li>Do not chase losses or borrow to play.</li>
<li>Take regular breaks, and stop if playing stops being fun.</li>
</ul>
<h3>Tools in your account</h3>
<ul>
<li><strong>Deposit limits</strong> per day, week and month. A lower limit applies at once; a higher one only after 24 hours.</li>
<li><strong>Reality check</strong>: a reminder at the interval you choose, showing how long you have played and your net result.</li>
<li><strong>Time-out</strong> for 1 day, 1 week, 1 month or 6 weeks, and <strong>self-exclusion</strong> for 6 months, 1 year or 5 years. Both start at once and cannot be lifted early; you can still withdraw your balance.</li>
<li><strong>Account history</strong> of at least 12 months, which you can export.</li>
</ul>
<p>Set them on the <a href="/responsible">player protection page</a>. If you are worried about your play, contact online support, and consider talking to a local support organisation for problem gambling.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_chs" = '<p>预测回合是一种娱乐，而不是赚钱的方式。长期来看返还率低于 100%，任何策略都无法改变回合的概率：每个结果都预先确定，且与其他回合相互独立。</p>
<ul>
<li>只用您输得起的钱游戏，并在开始前确定预算。</li>
<li>不要追回损失，也不要借钱游戏。</li>
<li>定期休息；如果游戏不再有趣，请停下来。</li>
</ul>
<h3>账户中的工具</h3>
<ul>
<li><strong>充值限额</strong>和<strong>亏损限额</strong>：按日、周、月设置。调低立即生效；调高或取消须 24 小时后生效。</li>
<li><strong>现实检查</strong>：按您选择的间隔提醒，显示已游戏时长和净结果。</li>
<li><strong>暂停游戏</strong> 1 天、1 周、1 个月或 6 周，以及<strong>自我排除</strong> 6 个月、1 年或 5 年。两者立即生效，不能提前解除；您仍可提取余额。</li>
<li><strong>账户历史</strong>至少保留 12 个月，可以导出。</li>
</ul>
<p>请在<a href="/responsible">理性游戏</a>页面（在“我的”标签）设置。如果您担心自己的游戏行为，请联系在线客服（“客服”标签），并考虑向当地的问题赌博援助机构求助。</p>', "updated_at" = now()
WHERE "id" = 28 AND "content_chs" = '<p>预测回合是一种娱乐，而不是赚钱的方式。长期来看返还率低于 100%，任何策略都无法改变回合的概率：每个结果都预先确定，且与其他回合相互独立。</p>
<ul>
<li>只用您输得起的钱游戏，并在开始前确定预算。</li>
<li>不要追回损失，也不要借钱游戏。</li>
<li>定期休息；如果游戏不再有趣，请停下来。</li>
</ul>
<h3>账户中的工具</h3>
<ul>
<li><strong>充值限额</strong>：按日、周、月设置。调低立即生效；调高须 24 小时后生效。</li>
<li><strong>现实提醒</strong>：按您选择的间隔提醒，显示已游戏时长和净结果。</li>
<li><strong>暂停</strong> 1 天、1 周、1 个月或 6 周，以及<strong>自我排除</strong> 6 个月、1 年或 5 年。两者立即生效，不能提前解除；您仍可提取余额。</li>
<li><strong>账户记录</strong>至少保留 12 个月，可以导出。</li>
</ul>
<p>请在<a href="/responsible">玩家保护页面</a>设置。如果您担心自己的游戏行为，请联系在线客服，并考虑向当地的问题赌博援助机构求助。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_cht" = '<p>預測回合是一種娛樂，而不是賺錢的方式。長期而言返還率低於 100%，任何策略都無法改變回合的機率：每個結果都預先確定，且與其他回合相互獨立。</p>
<ul>
<li>只用您輸得起的錢遊戲，並在開始前決定預算。</li>
<li>不要追回損失，也不要借錢遊戲。</li>
<li>定期休息；如果遊戲不再有趣，請停下來。</li>
</ul>
<h3>帳戶中的工具</h3>
<ul>
<li><strong>儲值限額</strong>和<strong>虧損限額</strong>：按日、週、月設定。調低立即生效；調高或取消須 24 小時後生效。</li>
<li><strong>現實檢查</strong>：按您選擇的間隔提醒，顯示已遊戲時間和淨結果。</li>
<li><strong>暫停遊戲</strong> 1 天、1 週、1 個月或 6 週，以及<strong>自我排除</strong> 6 個月、1 年或 5 年。兩者立即生效，不能提前解除；您仍可提領餘額。</li>
<li><strong>帳戶歷史</strong>至少保留 12 個月，可以匯出。</li>
</ul>
<p>請在<a href="/responsible">理性遊戲</a>頁面（在「我的」分頁）設定。如果您擔心自己的遊戲行為，請聯絡線上客服（「客服」分頁），並考慮向當地的問題賭博協助機構求助。</p>', "updated_at" = now()
WHERE "id" = 28 AND "content_cht" = '<p>預測回合是一種娛樂，而不是賺錢的方式。長期而言返還率低於 100%，任何策略都無法改變回合的機率：每個結果都預先確定，且與其他回合相互獨立。</p>
<ul>
<li>只用您輸得起的錢遊戲，並在開始前決定預算。</li>
<li>不要追回損失，也不要借錢遊戲。</li>
<li>定期休息；如果遊戲不再有趣，請停下來。</li>
</ul>
<h3>帳戶中的工具</h3>
<ul>
<li><strong>儲值限額</strong>：按日、週、月設定。調低立即生效；調高須 24 小時後生效。</li>
<li><strong>現實提醒</strong>：按您選擇的間隔提醒，顯示已遊戲時間和淨結果。</li>
<li><strong>暫停</strong> 1 天、1 週、1 個月或 6 週，以及<strong>自我排除</strong> 6 個月、1 年或 5 年。兩者立即生效，不能提前解除；您仍可提領餘額。</li>
<li><strong>帳戶紀錄</strong>至少保留 12 個月，可以匯出。</li>
</ul>
<p>請在<a href="/responsible">玩家保護頁面</a>設定。如果您擔心自己的遊戲行為，請聯絡線上客服，並考慮向當地的問題賭博協助機構求助。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_vi" = '<h3>Chúng tôi lưu gì</h3>
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
<p>Để nhận bản sao dữ liệu hoặc yêu cầu chỉnh sửa, hãy liên hệ Chăm sóc khách hàng (tab Hỗ trợ).</p>', "updated_at" = now()
WHERE "id" = 29 AND "content_vi" = '<h3>Chúng tôi lưu gì</h3>
<ul>
<li>Tài khoản: tên đăng nhập, biệt danh, số điện thoại kèm mã vùng, mã mời, cấp VIP và trạng thái tài khoản.</li>
<li>Mật khẩu chỉ được lưu dưới dạng băm một chiều; không ai, kể cả nhân viên, đọc được.</li>
<li>Phiên đăng nhập: thời điểm đăng nhập, địa chỉ mạng và mô tả trình duyệt, để bảo vệ tài khoản của bạn.</li>
<li>Hoạt động: lệnh cược, nạp tiền, rút tiền, tài khoản rút tiền và mọi bút toán sổ cái. Các bản ghi tiền không bao giờ bị xóa hay sửa, vì chúng chứng minh số dư của bạn.</li>
<li>Tin nhắn bạn gửi cho hỗ trợ trực tuyến.</li>
</ul>
<h3>Vì sao</h3>
<p>Để vận hành tài khoản, thanh toán lệnh cược, xử lý giao dịch, lưu giữ hồ sơ theo yêu cầu, ngăn chặn gian lận và trả lời bạn. Chúng tôi không bán dữ liệu của bạn.</p>
<h3>Ai có thể xem</h3>
<p>Chỉ nhân viên của nhà điều hành, mỗi người giới hạn theo vai trò, và mọi thao tác của nhân viên trên tài khoản đều được ghi vào nhật ký kiểm toán.</p>
<h3>Trên thiết bị của bạn</h3>
<p>Ứng dụng lưu ngôn ngữ và mã phiên đăng nhập trong bộ nhớ trình duyệt. Đăng xuất sẽ kết thúc phiên.</p>
<p>Để nhận bản sao dữ liệu hoặc yêu cầu chỉnh sửa, hãy liên hệ hỗ trợ trực tuyến.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_en" = '<h3>What we store</h3>
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
<p>Only the operator''s staff, each limited to their role, and every staff action on an account is written to an audit log.</p>
<h3>On your device</h3>
<p>The app keeps your language and your session token in your browser''s storage. Logging out ends the session.</p>
<p>For a copy of your data or a correction, contact Customer service (the Service tab).</p>', "updated_at" = now()
WHERE "id" = 29 AND "content_en" = '<h3>What we store</h3>
<ul>
<li>Your account: username, nickname, phone number with its area code, invitation code, VIP level and account status.</li>
<li>Your passwords only as one-way hashes; nobody, staff included, can read them.</li>
<li>Your sessions: when you logged in, the network address and the browser description, to protect your account.</li>
<li>Your activity: orders, deposits, withdrawals, withdrawal accounts and every ledger entry. Money records are never deleted or altered, because they prove your balance.</li>
<li>Messages you send to online support.</li>
</ul>
<h3>Why</h3>
<p>To run your account, settle your orders, process payments, keep records we are required to keep, prevent fraud and answer you. We do not sell your data.</p>
<h3>Who can see it</h3>
<p>Only the operator''s staff, each limited to their role, and every staff action on an account is written to an audit log.</p>
<h3>On your device</h3>
<p>The app keeps your language and your session token in your browser''s storage. Logging out ends the session.</p>
<p>For a copy of your data or a correction, contact online support.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_chs" = '<h3>我们保存什么</h3>
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
<p>如需获取数据副本或更正数据，请联系在线客服（“客服”标签）。</p>', "updated_at" = now()
WHERE "id" = 29 AND "content_chs" = '<h3>我们保存什么</h3>
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
<p>如需获取数据副本或更正数据，请联系在线客服。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_cht" = '<h3>我們儲存什麼</h3>
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
<p>如需取得資料副本或更正資料，請聯絡線上客服（「客服」分頁）。</p>', "updated_at" = now()
WHERE "id" = 29 AND "content_cht" = '<h3>我們儲存什麼</h3>
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
<p>如需取得資料副本或更正資料，請聯絡線上客服。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_vi" = '<ol>
<li>Bạn chỉ được chơi nếu đã đủ tuổi trưởng thành và trò chơi dự đoán trực tuyến là hợp pháp tại nơi bạn ở. Nhà điều hành có thể yêu cầu bạn chứng minh tuổi và danh tính.</li>
<li>Mỗi người một tài khoản. Hãy giữ bí mật mật khẩu; mọi hoạt động dưới thông tin đăng nhập của bạn được xem là của bạn.</li>
<li>Tiền nạp được cộng sau khi nhà điều hành xác nhận thanh toán. Tiền rút được chuyển đến tài khoản bạn đã lưu sau khi xét duyệt, và có thể cần đạt doanh số cược hiển thị trên trang Rút tiền.</li>
<li>Một lệnh có hiệu lực khi được chấp nhận ở tỷ lệ cược đã hiển thị. Lệnh chỉ có thể hủy khi còn mở cược. Kết quả được cố định bằng cơ chế có thể kiểm chứng mô tả trong <a href="/help/27">luật chơi</a> và không bị thay đổi sau đó.</li>
<li>Số dư của bạn là số dư trên sổ cái. Nếu lỗi kỹ thuật cộng tiền nhầm, nhà điều hành sẽ sửa bằng một bút toán hiển thị rõ ràng, không bao giờ sửa âm thầm.</li>
<li>Nhà điều hành có thể tạm khóa tài khoản liên quan đến gian lận, lạm dụng nhiều tài khoản hoặc tranh chấp thanh toán trong thời gian điều tra, và sẽ thông báo cho bạn qua Chăm sóc khách hàng.</li>
<li>Việc tạm nghỉ và tự loại trừ do bạn đặt không thể hủy sớm, nhưng bạn luôn có thể rút số dư.</li>
<li>Nhà điều hành có thể cập nhật các điều khoản này; nội dung mới được đăng tại đây trước khi áp dụng.</li>
</ol>
<p>Thắc mắc: Chăm sóc khách hàng (tab Hỗ trợ).</p>', "updated_at" = now()
WHERE "id" = 30 AND "content_vi" = '<ol>
<li>Bạn chỉ được chơi nếu đã đủ tuổi trưởng thành và trò chơi dự đoán trực tuyến là hợp pháp tại nơi bạn ở. Nhà điều hành có thể yêu cầu bạn chứng minh tuổi và danh tính.</li>
<li>Mỗi người một tài khoản. Hãy giữ bí mật mật khẩu; mọi hoạt động dưới thông tin đăng nhập của bạn được xem là của bạn.</li>
<li>Tiền nạp được cộng sau khi nhà điều hành xác nhận thanh toán. Tiền rút được chuyển đến tài khoản bạn đã lưu sau khi xét duyệt, và có thể cần đạt doanh số cược hiển thị trên trang rút tiền.</li>
<li>Một lệnh có hiệu lực khi được chấp nhận ở tỷ lệ cược đã hiển thị. Lệnh chỉ có thể hủy khi còn mở cược. Kết quả được cố định bằng cơ chế có thể kiểm chứng mô tả trong <a href="/help/27">luật chơi</a> và không bị thay đổi sau đó.</li>
<li>Số dư của bạn là số dư trên sổ cái. Nếu lỗi kỹ thuật cộng tiền nhầm, nhà điều hành sẽ sửa bằng một bút toán hiển thị rõ ràng, không bao giờ sửa âm thầm.</li>
<li>Nhà điều hành có thể tạm khóa tài khoản liên quan đến gian lận, lạm dụng nhiều tài khoản hoặc tranh chấp thanh toán trong thời gian điều tra, và sẽ thông báo cho bạn qua hỗ trợ trực tuyến.</li>
<li>Việc tạm nghỉ và tự loại trừ do bạn đặt không thể hủy sớm, nhưng bạn luôn có thể rút số dư.</li>
<li>Nhà điều hành có thể cập nhật các điều khoản này; nội dung mới được đăng tại đây trước khi áp dụng.</li>
</ol>
<p>Thắc mắc: hỗ trợ trực tuyến.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_en" = '<ol>
<li>You may play only if you are an adult and online prediction games are legal where you are. The operator may ask you to prove your age and identity.</li>
<li>One account per person. Keep your passwords secret; activity under your login is treated as yours.</li>
<li>Deposits are credited after the operator confirms your payment. Withdrawals are paid to an account you saved, after review, and may require the turnover shown on the Withdraw page.</li>
<li>An order counts once it is accepted at the odds shown. It can be cancelled only while betting is open. Results are fixed by the provably fair scheme described in the <a href="/help/27">game rules</a> and are not changed afterwards.</li>
<li>Your balance is what the ledger shows. If a technical fault credits money by mistake, the operator corrects it with a visible ledger entry, never by a silent edit.</li>
<li>The operator may freeze an account involved in fraud, abuse of several accounts or a payment dispute while it investigates, and will tell you through Customer service.</li>
<li>Time-outs and self-exclusions you set cannot be lifted early, but you can always withdraw your balance.</li>
<li>The operator may update these terms; the new text is published here before it applies.</li>
</ol>
<p>Questions: Customer service (the Service tab).</p>', "updated_at" = now()
WHERE "id" = 30 AND "content_en" = '<ol>
<li>You may play only if you are an adult and online prediction games are legal where you are. The operator may ask you to prove your age and identity.</li>
<li>One account per person. Keep your passwords secret; activity under your login is treated as yours.</li>
<li>Deposits are credited after the operator confirms your payment. Withdrawals are paid to an account you saved, after review, and may require the turnover shown in the withdrawal page.</li>
<li>An order counts once it is accepted at the odds shown. It can be cancelled only while betting is open. Results are fixed by the provably fair scheme described in the <a href="/help/27">game rules</a> and are not changed afterwards.</li>
<li>Your balance is what the ledger shows. If a technical fault credits money by mistake, the operator corrects it with a visible ledger entry, never by a silent edit.</li>
<li>The operator may freeze an account involved in fraud, abuse of several accounts or a payment dispute while it investigates, and will tell you through online support.</li>
<li>Time-outs and self-exclusions you set cannot be lifted early, but you can always withdraw your balance.</li>
<li>The operator may update these terms; the new text is published here before it applies.</li>
</ol>
<p>Questions: online support.</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_chs" = '<ol>
<li>只有成年人且在您所在地在线预测游戏合法时，您才可以参与。运营方可能要求您证明年龄和身份。</li>
<li>每人只能有一个账户。请保管好密码；以您的登录进行的活动视为您本人的活动。</li>
<li>充值在运营方确认付款后入账。提现在审核后支付到您保存的账户，并可能需要达到提现页面显示的流水要求。</li>
<li>订单按显示的赔率被接受后即生效，只能在投注开放期间撤单。结果由<a href="/help/27">游戏规则</a>中所述的可验证公平机制确定，事后不会更改。</li>
<li>您的余额以账本为准。如因技术故障误入账，运营方会以可见的账本记录更正，绝不私下修改。</li>
<li>对于涉及欺诈、滥用多个账户或付款争议的账户，运营方可在调查期间冻结，并通过在线客服通知您。</li>
<li>您设置的暂停和自我排除不能提前解除，但您随时可以提取余额。</li>
<li>运营方可能更新本条款；新文本会在生效前在此公布。</li>
</ol>
<p>如有疑问：在线客服（“客服”标签）。</p>', "updated_at" = now()
WHERE "id" = 30 AND "content_chs" = '<ol>
<li>只有成年人且在您所在地在线预测游戏合法时，您才可以参与。运营方可能要求您证明年龄和身份。</li>
<li>每人只能有一个账户。请保管好密码；以您的登录进行的活动视为您本人的活动。</li>
<li>充值在运营方确认付款后入账。提现在审核后支付到您保存的账户，并可能需要达到提现页面显示的流水要求。</li>
<li>订单按显示的赔率被接受后即生效，只能在投注开放期间撤单。结果由<a href="/help/27">游戏规则</a>中所述的可验证公平机制确定，事后不会更改。</li>
<li>您的余额以账本为准。如因技术故障误入账，运营方会以可见的账本记录更正，绝不私下修改。</li>
<li>对于涉及欺诈、滥用多个账户或付款争议的账户，运营方可在调查期间冻结，并通过在线客服通知您。</li>
<li>您设置的暂停和自我排除不能提前解除，但您随时可以提取余额。</li>
<li>运营方可能更新本条款；新文本会在生效前在此公布。</li>
</ol>
<p>如有疑问：在线客服。</p>';
--> statement-breakpoint
UPDATE "articles" SET "content_cht" = '<ol>
<li>只有成年人且在您所在地線上預測遊戲合法時，您才可以參與。營運方可能要求您證明年齡和身分。</li>
<li>每人只能有一個帳戶。請保管好密碼；以您的登入進行的活動視為您本人的活動。</li>
<li>儲值在營運方確認付款後入帳。提領在審核後支付到您儲存的帳戶，並可能需要達到提領頁面顯示的流水要求。</li>
<li>訂單按顯示的賠率被接受後即生效，只能在投注開放期間撤單。結果由<a href="/help/27">遊戲規則</a>中所述的可驗證公平機制確定，事後不會更改。</li>
<li>您的餘額以帳本為準。如因技術故障誤入帳，營運方會以可見的帳本紀錄更正，絕不私下修改。</li>
<li>對於涉及詐欺、濫用多個帳戶或付款爭議的帳戶，營運方可在調查期間凍結，並透過線上客服通知您。</li>
<li>您設定的暫停和自我排除不能提前解除，但您隨時可以提領餘額。</li>
<li>營運方可能更新本條款；新文本會在生效前在此公布。</li>
</ol>
<p>如有疑問：線上客服（「客服」分頁）。</p>', "updated_at" = now()
WHERE "id" = 30 AND "content_cht" = '<ol>
<li>只有成年人且在您所在地線上預測遊戲合法時，您才可以參與。營運方可能要求您證明年齡和身分。</li>
<li>每人只能有一個帳戶。請保管好密碼；以您的登入進行的活動視為您本人的活動。</li>
<li>儲值在營運方確認付款後入帳。提領在審核後支付到您儲存的帳戶，並可能需要達到提領頁面顯示的流水要求。</li>
<li>訂單按顯示的賠率被接受後即生效，只能在投注開放期間撤單。結果由<a href="/help/27">遊戲規則</a>中所述的可驗證公平機制確定，事後不會更改。</li>
<li>您的餘額以帳本為準。如因技術故障誤入帳，營運方會以可見的帳本紀錄更正，絕不私下修改。</li>
<li>對於涉及詐欺、濫用多個帳戶或付款爭議的帳戶，營運方可在調查期間凍結，並透過線上客服通知您。</li>
<li>您設定的暫停和自我排除不能提前解除，但您隨時可以提領餘額。</li>
<li>營運方可能更新本條款；新文本會在生效前在此公布。</li>
</ol>
<p>如有疑問：線上客服。</p>';
