import type { ShellPageMessages } from "./en.ts";

/** Vietnamese. */
const messages: ShellPageMessages = {
  "adminHost.title": "Chọn không gian làm việc cần quản lý trong {{product}}",
  "adminHost.body":
    "Chủ sở hữu và quản trị viên mở trang quản trị từ không gian làm việc của họ: nút Quản lý tài khoản trên thanh trên cùng mở trang với không gian đó được chọn.",
  "adminHost.workspaces": "Đến không gian làm việc của bạn",
  "adminHost.find": "Tìm không gian làm việc của bạn",
  "adminHost.refused":
    "Bạn đang đăng nhập vào {{workspace}} với tư cách {{email}}. Chỉ chủ sở hữu và quản trị viên mới có thể quản lý không gian làm việc này.",
  "navigationInfo.title": "Không thể mở cuộc trò chuyện",
  "navigationInfo.snapshotUnavailable":
    "Không gian làm việc của bạn đã sẵn sàng, nhưng không thể sao chép cuộc trò chuyện được chia sẻ vào đó: chủ sở hữu đã xóa hoặc ngừng chia sẻ nó.",
  "navigationInfo.unavailable": "Cuộc trò chuyện không tồn tại hoặc bạn không có quyền truy cập!",
  "navigationInfo.close": "Đóng",
};
export default messages;
