import type { AuthMessages } from "./en.ts";

/** Vietnamese. */
const vi: AuthMessages = {
  "page.poweredBy": "Được cung cấp bởi {{product}}",
  "page.loading": "Đang tải không gian làm việc của bạn…",
  "page.redirecting": "Bạn đã đăng nhập. Đang chuyển hướng…",
  "page.retry": "Thử lại",
  "signIn.subtitle": "Đăng nhập để tiếp tục sử dụng {{product}}",
  "signIn.google": "Đăng nhập bằng Google",
  "signIn.workEmail": "Đăng nhập bằng email công việc",
  "signIn.or": "hoặc",
  "signIn.noMethods":
    "Không gian làm việc này chưa bật phương thức đăng nhập nào. Vui lòng liên hệ với quản trị viên.",
  "signIn.emailLabel": "Email công việc",
  "signIn.emailPlaceholder": "ten@congty.vn",
  "signIn.passwordLabel": "Mật khẩu",
  "signIn.showPassword": "Hiện mật khẩu",
  "signIn.submit": "Đăng nhập",
  "signIn.submitting": "Đang đăng nhập…",
  "validation.emailRequired": "Nhập địa chỉ email công việc của bạn.",
  "validation.emailInvalid": "Nhập địa chỉ email hợp lệ, ví dụ ten@congty.vn.",
  "validation.passwordRequired": "Nhập mật khẩu của bạn.",
  "validation.passwordTooShort": "Mật khẩu phải có ít nhất {{min}} ký tự.",
  "subdomain.title": "Tìm không gian làm việc của bạn",
  "subdomain.description": "Nhập địa chỉ không gian làm việc để đăng nhập vào {{product}}.",
  "subdomain.label": "Địa chỉ không gian làm việc",
  "subdomain.placeholder": "ten-cong-ty",
  "subdomain.required": "Nhập địa chỉ không gian làm việc của bạn.",
  "subdomain.invalid":
    "Dùng từ 2 đến 63 chữ cái thường, chữ số hoặc dấu gạch ngang, bắt đầu và kết thúc bằng chữ cái hoặc chữ số.",
  "subdomain.submit": "Tiếp tục",
  "subdomain.checking": "Đang kiểm tra…",
  "parcel.crashed": "Trang đăng nhập đã ngừng hoạt động. Hãy tải lại trang để thử lại.",
  "parcel.reload": "Tải lại",
};
export default vi;
