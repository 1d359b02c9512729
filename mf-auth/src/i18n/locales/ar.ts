import type { AuthMessages } from "./en.ts";

/** Arabic (right-to-left). */
const ar: AuthMessages = {
  "page.poweredBy": "مدعوم من {{product}}",
  "page.loading": "جارٍ تحميل مساحة العمل…",
  "page.redirecting": "أنت مسجّل الدخول بالفعل. جارٍ إعادة التوجيه…",
  "page.retry": "إعادة المحاولة",
  "signIn.subtitle": "سجّل الدخول للمتابعة إلى {{product}}",
  "signIn.google": "تسجيل الدخول باستخدام Google",
  "signIn.workEmail": "تسجيل الدخول باستخدام بريد العمل",
  "signIn.or": "أو",
  "signIn.noMethods": "لا توجد طريقة تسجيل دخول مفعّلة لمساحة العمل هذه. يُرجى التواصل مع المسؤول.",
  "signIn.emailLabel": "بريد العمل الإلكتروني",
  "signIn.emailPlaceholder": "name@company.com",
  "signIn.passwordLabel": "كلمة المرور",
  "signIn.showPassword": "إظهار كلمة المرور",
  "signIn.submit": "تسجيل الدخول",
  "signIn.submitting": "جارٍ تسجيل الدخول…",
  "validation.emailRequired": "أدخل عنوان بريد العمل الإلكتروني.",
  "validation.emailInvalid": "أدخل عنوان بريد إلكتروني صالحًا، مثل name@company.com.",
  "validation.passwordRequired": "أدخل كلمة المرور.",
  "validation.passwordTooShort": "يجب ألا تقل كلمة المرور عن {{min}} أحرف.",
  "subdomain.title": "ابحث عن مساحة العمل الخاصة بك",
  "subdomain.description": "أدخل عنوان مساحة العمل لتسجيل الدخول إلى {{product}}.",
  "subdomain.label": "عنوان مساحة العمل",
  "subdomain.placeholder": "example-corp",
  "subdomain.required": "أدخل عنوان مساحة العمل.",
  "subdomain.invalid":
    "استخدم من 2 إلى 63 حرفًا من الأحرف اللاتينية الصغيرة أو الأرقام أو الشرطات، على أن يبدأ وينتهي بحرف أو رقم.",
  "subdomain.submit": "متابعة",
  "subdomain.checking": "جارٍ التحقق…",
  "parcel.crashed": "توقفت صفحة تسجيل الدخول عن العمل. أعد تحميل الصفحة للمحاولة مرة أخرى.",
  "parcel.reload": "إعادة التحميل",
};
export default ar;
