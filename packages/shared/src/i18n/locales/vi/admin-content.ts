import type { Catalogue } from '../../catalogue.js';

/** `admin.content`. */
export const adminContent = {
  nav: 'Bài viết',
  title: 'Bài viết',
  subtitle:
    'Trợ giúp và tin tức (mục 9) và thông báo (14) bằng bốn ngôn ngữ. Người chơi chỉ thấy bài đã đăng, với HTML đã được lọc theo danh sách cho phép; mọi thay đổi đều được ghi vào nhật ký kiểm toán.',
  create: 'Bài viết mới',
  edit: 'Sửa',
  publish: 'Đăng',
  unpublish: 'Gỡ đăng',
  published: 'Đã đăng bài viết',
  unpublished: 'Đã gỡ bài viết',
  loadFailed: 'Không thể tải danh sách bài viết.',
  category: {
    all: 'Tất cả',
    news: 'Trợ giúp & tin tức',
    announcement: 'Thông báo',
  },
  status: {
    published: 'Đã đăng',
    draft: 'Bản nháp',
  },
  columns: {
    id: 'ID',
    title: 'Tiêu đề',
    category: 'Mục',
    status: 'Trạng thái',
    sort: 'Thứ tự',
    updatedAt: 'Sửa lần cuối',
    actions: 'Thao tác',
  },
  fields: {
    category: 'Mục',
    sort: 'Thứ tự',
    sortHelp: 'Số nhỏ hơn đứng trước; bằng nhau thì bài mới hơn trước.',
    img: 'Hình ảnh (không bắt buộc)',
    imgRule: 'Dùng địa chỉ https:// hoặc đường dẫn trên trang này.',
    title: 'Tiêu đề',
    content: 'Nội dung (HTML)',
    contentHelp:
      'Được phép: đoạn văn, tiêu đề, danh sách, bảng, in đậm/nghiêng, liên kết (http, https, mailto, tel hoặc đường dẫn trong trang) và hình https. Mọi thứ khác sẽ bị loại bỏ.',
  },
  languages: {
    vi: 'Tiếng Việt',
    en: 'English',
    chs: '简体中文',
    cht: '繁體中文',
  },
  editor: {
    newTitle: 'Bài viết mới',
    editTitle: 'Sửa bài viết {id}',
    save: 'Lưu',
    cancel: 'Hủy',
    preview: 'Xem trước như người chơi thấy',
  },
} satisfies Catalogue['admin']['content'];
