import { BUILT_IN_ARTICLE_IDS } from '@fairround/shared';
import type { BuiltInArticle } from './article-texts.js';

/** Help article 28: playing responsibly and the protection tools of PRODUCT.md §9. */
export const RESPONSIBLE_PLAY: BuiltInArticle = {
  id: BUILT_IN_ARTICLE_IDS.responsiblePlay,
  sort: 12,
  en: {
    title: 'Responsible play',
    html: `<p>Prediction rounds are entertainment, not a way to earn money. Over time the return to player is below 100%, and no strategy changes the odds of a round: each result is fixed in advance and independent of the others.</p>
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
<p>Set them on the <a href="/responsible">Responsible play</a> page (on the My tab). If you are worried about your play, contact Customer service (the Service tab), and consider talking to a local support organisation for problem gambling.</p>`,
  },
  vi: {
    title: 'Chơi có trách nhiệm',
    html: `<p>Các vòng dự đoán là hình thức giải trí, không phải cách kiếm tiền. Về lâu dài, tỷ lệ hoàn trả cho người chơi thấp hơn 100%, và không có chiến thuật nào thay đổi được xác suất của một vòng: mỗi kết quả được cố định từ trước và độc lập với các vòng khác.</p>
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
<p>Hãy cài đặt tại trang <a href="/responsible">Chơi có trách nhiệm</a> (trong tab Tài khoản). Nếu bạn lo lắng về việc chơi của mình, hãy liên hệ Chăm sóc khách hàng (tab Hỗ trợ) và cân nhắc tìm đến một tổ chức hỗ trợ tại địa phương.</p>`,
  },
  chs: {
    title: '理性游戏',
    html: `<p>预测回合是一种娱乐，而不是赚钱的方式。长期来看返还率低于 100%，任何策略都无法改变回合的概率：每个结果都预先确定，且与其他回合相互独立。</p>
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
<p>请在<a href="/responsible">理性游戏</a>页面（在“我的”标签）设置。如果您担心自己的游戏行为，请联系在线客服（“客服”标签），并考虑向当地的问题赌博援助机构求助。</p>`,
  },
  cht: {
    title: '理性遊戲',
    html: `<p>預測回合是一種娛樂，而不是賺錢的方式。長期而言返還率低於 100%，任何策略都無法改變回合的機率：每個結果都預先確定，且與其他回合相互獨立。</p>
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
<p>請在<a href="/responsible">理性遊戲</a>頁面（在「我的」分頁）設定。如果您擔心自己的遊戲行為，請聯絡線上客服（「客服」分頁），並考慮向當地的問題賭博協助機構求助。</p>`,
  },
};
