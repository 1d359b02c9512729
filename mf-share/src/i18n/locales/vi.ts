import type { ShareMessages } from "./en.ts";

/** Vietnamese. */
const messages: ShareMessages = {
  "action.close": "Đóng",
  "parcel.crashed": "Phần này của trang đã ngừng hoạt động.",
  "parcel.reload": "Tải lại trang",
  "view.title": "Cài đặt hiển thị",
  "view.markdown": "Chế độ Markdown",
  "view.latex": "Chế độ LaTeX",
  "view.latexHint": "Chế độ LaTeX cần bật chế độ Markdown.",
  "continue.title": "Tiếp tục cuộc trò chuyện này",
  "continue.intro":
    "Tiếp tục dưới dạng cuộc trò chuyện mới trong không gian làm việc của bạn, hoặc đăng ký bằng email công việc.",
  "continue.email": "Email công việc",
  "continue.or": "hoặc",
  "continue.subdomain": "Không gian làm việc",
  "continue.subdomainHint": "Tên trước tên miền, ví dụ acme",
  "continue.submit": "Tiếp tục",
  "continue.checking": "Đang chạy kiểm tra bảo mật nhanh…",
  "continue.invalidEmail": "Email không hợp lệ",
  "continue.workspaceNotFound": "Chúng tôi không tìm thấy không gian làm việc của bạn. Vui lòng thử lại.",
  "continue.workspaceNotReady": "Tên miền phụ của bạn chưa sẵn sàng. Vui lòng thử lại sau.",
  "continue.emailExists": "Đã có người dùng với email này.",
  "continue.removed": "Chủ sở hữu đã xóa ảnh chụp này.",
  "continue.failed": "Đã xảy ra lỗi. Vui lòng thử lại sau.",
  "continue.limited":
    "Bạn chỉ có thể tiếp tục tối đa {{max}} ảnh chụp mỗi {{window}} phút. Vui lòng thử lại sau {{minutes}} phút.",
  "continuePage.working": "Đang tiếp tục cuộc trò chuyện…",
};

export default messages;
