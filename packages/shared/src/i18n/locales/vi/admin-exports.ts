/** Xuất tệp CSV của bảng điều khiển (`admin.exports`). */
export const adminExports = {
  button: 'Xuất CSV',
  preparing: 'Đang chuẩn bị tệp…',
  started: 'Đang tải xuống {filename}',
  hint: 'Mọi dòng khớp với bộ lọc đang hiển thị, không chỉ trang này. Việc xuất được ghi vào nhật ký kiểm tra.',
};
