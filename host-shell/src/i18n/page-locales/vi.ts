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
  "devOverride.banner": "{{remote}} từ {{origin}} — phát triển",
  "devOverride.clear": "Xóa",
  "devOverride.title": "Tải remote từ máy chủ phát triển",
  "devOverride.intro":
    "Chỉ trình duyệt này tải remote từ máy chủ phát triển của bạn; những người khác vẫn dùng phiên bản của không gian làm việc. Hết hạn sau 12 giờ hoặc khi bạn xóa.",
  "devOverride.remote": "Mô-đun remote",
  "devOverride.origin": "Máy chủ phát triển",
  "devOverride.originHint":
    "Ví dụ http://localhost:3005 (npm run dev -w mf-tools). Chỉ máy tính này hoặc các origin máy chủ cho phép.",
  "devOverride.turnOn": "Tải",
  "devOverride.current": "Đang tải: {{remote}} từ {{origin}}",
  "devOverride.refused.role":
    "Chỉ chủ sở hữu và quản trị viên của không gian làm việc mới có thể tải remote từ máy chủ phát triển.",
  "devOverride.refused.workspace_off": "Ghi đè của nhà phát triển đã tắt trong không gian làm việc này.",
  "devOverride.refused.instance_off": "Ghi đè của nhà phát triển đã tắt trên máy chủ này.",
  "devOverride.error.invalid_origin": "Nhập một origin như http://localhost:3005, không có đường dẫn.",
  "devOverride.error.origin_not_allowed":
    "Chỉ máy tính này (localhost) hoặc các origin máy chủ cho phép mới có thể cung cấp remote.",
  "devOverride.error.other": "Không thể lưu ghi đè. Hãy thử lại.",
  "devOverride.close": "Đóng",
};
export default messages;
