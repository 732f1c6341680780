/** `/my_update` (`web.update`): phiên bản, liên kết cửa hàng và thêm ứng dụng vào màn hình chính. */
export const webUpdate = {
  title: 'Phiên bản ứng dụng',
  version: 'Phiên bản {version}',
  installTitle: 'Thêm vào màn hình chính',
  installBody: 'Fairround chạy trong trình duyệt. Khi được cài, ứng dụng mở toàn màn hình từ màn hình chính như một ứng dụng.',
  installButton: 'Cài đặt Fairround',
  installed: 'Fairround đã được cài trên thiết bị này.',
  iosSteps: 'Trong Safari, chạm nút Chia sẻ rồi chọn “Thêm vào MH chính”.',
  unavailable:
    'Trình duyệt này không cho phép cài đặt tại đây. Trong Chrome hoặc Edge, mở menu trình duyệt và chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”; trên iPhone hoặc iPad, hãy mở trang này bằng Safari.',
  storeTitle: 'Ứng dụng trên cửa hàng',
  android: 'Ứng dụng Android',
  ios: 'Ứng dụng iPhone và iPad',
  newTab: '(mở trong thẻ mới)',
  noStore: 'Chưa có ứng dụng trên cửa hàng: Fairround chạy trong trình duyệt và bạn có thể thêm vào màn hình chính.',
};
