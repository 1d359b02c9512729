import type { ShellPageMessages } from "./en.ts";

/** Arabic. */
const messages: ShellPageMessages = {
  "adminHost.title": "اختر مساحة العمل التي تريد إدارتها في {{product}}",
  "adminHost.body":
    "يفتح المالكون والمسؤولون موقع الإدارة من مساحة عملهم: زر إدارة الحساب في الشريط العلوي يفتحه مع تحديد مساحة العمل تلك.",
  "adminHost.workspaces": "انتقل إلى مساحة عملك",
  "adminHost.find": "ابحث عن مساحة عملك",
  "adminHost.refused": "أنت مسجّل الدخول إلى {{workspace}} باسم {{email}}. لا يديرها إلا مالكوها ومسؤولوها.",
  "navigationInfo.title": "تعذّر فتح المحادثة",
  "navigationInfo.snapshotUnavailable":
    "مساحة عملك جاهزة، لكن تعذّر نسخ المحادثة المشتركة إليها: فقد حذفها مالكها أو أوقف مشاركتها.",
  "navigationInfo.unavailable": "المحادثة غير موجودة أو ليست لديك صلاحية الوصول إليها!",
  "navigationInfo.close": "إغلاق",
};
export default messages;
