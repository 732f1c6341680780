/** The player's identity verification texts (`web.verification`, issue #26 item 4). */
export const webVerification = {
  title: 'Xác minh danh tính',
  loading: 'Đang tải thông tin xác minh…',
  loadFailed: 'Không tải được thông tin xác minh',
  intro:
    'Gửi ảnh giấy tờ tùy thân và một ảnh chân dung tự chụp. Ảnh chỉ được lưu tại nhà vận hành và chỉ nhân viên kiểm tra mới xem được.',
  menu: 'Xác minh danh tính',
  states: {
    none: 'Chưa xác minh',
    pending: 'Đang kiểm tra',
    approved: 'Đã xác minh',
    rejected: 'Chưa được chấp nhận',
  },
  requirement: {
    off: 'Hiện chưa cần xác minh để rút tiền. Bạn vẫn có thể xác minh ngay để sẵn sàng nếu quy định thay đổi.',
    first_withdrawal: 'Cần xác minh trước lần rút tiền đầu tiên.',
    above_amount: 'Cần xác minh khi tổng số tiền đã rút vượt quá {amount}.',
    requiredNow: 'Bạn cần xác minh trước lần rút tiền tiếp theo.',
  },
  documentType: 'Loại giấy tờ',
  documentTypes: {
    id_card: 'CCCD/CMND',
    passport: 'Hộ chiếu',
    driving_licence: 'Giấy phép lái xe',
  },
  chooseTypeFirst: 'Hãy chọn loại giấy tờ trước.',
  document: {
    title: 'Ảnh giấy tờ',
    hint: 'Chụp toàn bộ giấy tờ, đặt phẳng, đủ sáng, đọc rõ từng chữ.',
    choose: 'Chụp hoặc chọn ảnh',
    replace: 'Thay ảnh khác',
    preview: 'Ảnh giấy tờ của bạn',
  },
  selfie: {
    title: 'Ảnh chân dung',
    hint: 'Chụp thẳng mặt, không đeo kính râm hay đội mũ.',
    choose: 'Chụp ảnh chân dung',
    replace: 'Chụp lại',
    preview: 'Ảnh chân dung của bạn',
  },
  uploading: 'Đang tải lên…',
  uploaded: 'Đã tải lên',
  notUploaded: 'Chưa thêm',
  send: 'Gửi để kiểm tra',
  sendHint: 'Thêm ảnh giấy tờ và ảnh chân dung để gửi.',
  confirmTitle: 'Gửi giấy tờ của bạn?',
  confirmBody:
    'Bộ phận tài chính của nhà vận hành sẽ kiểm tra trực tiếp và báo kết quả trong mục thông báo. Ảnh sẽ bị xóa sau khi kiểm tra, khi hết thời hạn lưu giữ theo quy định của nhà vận hành; riêng kết quả xét duyệt vẫn được lưu lại.',
  confirmSend: 'Gửi',
  cancel: 'Hủy',
  sent: 'Đã gửi để kiểm tra',
  pending: {
    title: 'Giấy tờ của bạn đang được kiểm tra',
    body: 'Bộ phận tài chính kiểm tra trực tiếp. Bạn sẽ nhận được thông báo khi có kết quả.',
    submittedAt: 'Đã gửi lúc {time}',
  },
  approved: {
    title: 'Danh tính của bạn đã được xác minh',
    body: 'Không cần làm gì thêm: bạn có thể rút tiền như bình thường.',
    decidedAt: 'Xác minh lúc {time}',
  },
  rejected: {
    title: 'Giấy tờ của bạn chưa được chấp nhận',
    body: 'Vui lòng gửi ảnh mới bên dưới.',
    note: 'Ghi chú của bộ phận tài chính',
  },
  reasons: {
    unreadable: 'Không đọc được ảnh. Hãy chụp lại ở nơi đủ sáng, toàn bộ giấy tờ rõ nét.',
    document_expired: 'Giấy tờ đã hết hạn. Hãy gửi giấy tờ còn hiệu lực.',
    selfie_mismatch:
      'Ảnh chân dung không khớp rõ với ảnh trên giấy tờ. Hãy chụp lại ảnh chân dung, nhìn thẳng.',
    underage: 'Giấy tờ cho thấy bạn chưa đủ tuổi tối thiểu để tham gia.',
    incomplete: 'Giấy tờ bị thiếu hoặc bị che một phần. Hãy chụp toàn bộ, không che khuất chỗ nào.',
    other: 'Bộ phận tài chính chưa thể chấp nhận giấy tờ này. Xem ghi chú bên dưới.',
  },
  gate: {
    requiredTitle: 'Xác minh danh tính để rút tiền',
    requiredBody:
      'Trước khi rút tiền, nhà vận hành cần kiểm tra danh tính của bạn: ảnh giấy tờ và ảnh chân dung.',
    rejectedBody: 'Giấy tờ lần trước chưa được chấp nhận. Hãy gửi giấy tờ mới để rút tiền.',
    verify: 'Xác minh danh tính',
    pendingTitle: 'Giấy tờ của bạn đang được kiểm tra',
    pendingBody: 'Bạn có thể rút tiền sau khi bộ phận tài chính duyệt. Chúng tôi sẽ thông báo cho bạn.',
    view: 'Xem xác minh',
    allowance: 'Bạn có thể rút thêm tối đa {amount} trước khi cần xác minh.',
  },
};
