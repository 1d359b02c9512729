import type { Catalogue } from "../messages.ts";

/** Japanese. */
const ja: Catalogue = {
  "error.server": "サーバーエラーが発生しました。しばらくしてからもう一度お試しください。",
  "error.generic": "エラーが発生しました。しばらくしてからもう一度お試しください。",
  "error.other": "問題が発生しました。",
  "error.tryLater": "問題が発生しました。しばらくしてからもう一度お試しください。",
  "signIn.error.subscription_issue":
    "貴社のサブスクリプションプランに問題があります。貴社のアカウント管理者にお問い合わせください。",
  "signIn.error.uninvited":
    "このワークスペースへのアクセス権がありません。正しいワークスペースを選択しているかご確認いただくか、管理者にお問い合わせください。",
  "signIn.error.default":
    "問題が発生したため、サインインできませんでした。しばらくしてからもう一度お試しください。",
  "signIn.error.invalid_token":
    "このリンクは有効期限が切れているか、無効です。新しい招待またはパスワードの再設定をリクエストしてください。",
  "signIn.error.password_disabled":
    "このアカウントでは現在パスワードによるログインが無効になっています。別のログイン方法を使用するか、パスワード認証を有効にするよう管理者にお問い合わせください。",
  "signIn.error.google_disabled":
    "このアカウントでは現在 Google によるログインが無効になっています。別のログイン方法を使用するか、Google 認証を有効にするよう管理者にお問い合わせください。",
  "signIn.error.invalid_credentials": "メールアドレスまたはパスワードが正しくありません。",
  "signIn.error.rate_limited": "サインインの試行回数が多すぎます。しばらく待ってからもう一度お試しください。",
  "signIn.error.captcha_failed": "セキュリティチェックに失敗しました。もう一度お試しください。",
  "rapidOnboarding.invalid": "トークンが無効か、有効期限が切れています。",
  "workspace.infoFailed": "{{product}} アプリケーションの情報を取得できませんでした。",
  "workspace.notFound": "ワークスペースが見つかりません。もう一度お試しください。",
  "workspace.notReady": "サブドメインの準備がまだできていません。しばらくしてからもう一度お試しください。",
  "notFound.title": "おっと！ページが見つかりません",
  "notFound.backHome": "ホームに戻る",
  "share.continue": "この会話を続ける",
  "share.viewSettings": "表示設定",
  "share.created": "{{date}} に作成",
  "share.assistant": "アシスタント",
  "share.participant": "参加者",
  "share.attachments": "添付ファイル",
  "share.pageLabel": "共有された会話",
  "share.thoughts": "思考",
  "share.toolCall": "ツール呼び出し",
  "share.smartThinking": "スマート思考",
  "share.error": "エラー",
  "share.emptyReply": "問題が発生しました。もう一度お試しください。",
  "rename.empty": "名前を入力してください",
  "manage.refused": "管理権限がありません。",
  "workspace.signInUnconfigured":
    "このサーバーでは Google でのサインインが設定されていない (OpenID Connect クライアントがない) ため、提供できません。パスワードでのサインインを残すか、{{product}} の運用担当者に設定を依頼してください。",
  "snapshot.emailExists": "このメールアドレスのユーザーは既に存在します。",
  "snapshot.removed": "このスナップショットは所有者によって削除されました。",
  "snapshot.invalidEmail": "メールアドレスが無効です",
  "signup.disabled":
    "このサーバーではセルフサービスの登録が無効になっています。管理者に招待を依頼してください。",
  "signup.rateLimited": "登録の試行回数が多すぎます。しばらく待ってからもう一度お試しください。",
  "signup.invalidLink": "この登録リンクは期限切れか、すでに使用されています。",
  "signup.mailFailed": "メールを送信できませんでした。しばらくしてからもう一度お試しください。",
  "profile.updated": "プロフィールを更新しました。",
  "profile.updateFailed": "プロフィールを更新できませんでした",
  "profile.unexpected": "予期しないエラーが発生しました",
  "passkeys.fetchFailed": "パスキーを取得できませんでした。",
  "integrations.fetchFailed": "連携の取得中にエラーが発生しました。",
  "helper.didNotStart": "ヘルパーアプリが正しく起動しませんでした",
  "helper.timeout": "ヘルパーアプリの状態確認がタイムアウトしました",
  "helper.launchFailed": "ヘルパーアプリを起動できませんでした",
  "helper.shutdownFailed": "ヘルパーアプリを終了できませんでした",
  "audio.playback": "音声の再生中にエラーが発生しました。",
  "audio.processing": "音声データの処理中にエラーが発生しました。",
  "thrown.loadFailed": "読み込みに失敗しました",
  "thrown.invalidToken": "無効なトークンです",
  "thrown.refreshFailed": "トークンを更新できませんでした",
  "thrown.subdomainFailed": "サブドメインの情報を取得できませんでした",
  "thrown.workspaceSuspended":
    "このワークスペースは停止されています。会社のアカウント管理者にお問い合わせください。",
  "remote.failed": "{{product}} のこの部分を読み込めませんでした。",
  "remote.incompatible":
    "{{product}} のこの部分には新しいバージョンのシェルが必要です（必要な契約 {{needed}}、現在のシェル {{current}}）。",
  "remote.retry": "再試行",
  "password.required": "パスワードを入力してください。",
  "password.tooShort": "このパスワードは短すぎます。{{min}} 文字以上にしてください。",
  "password.tooLong": "このパスワードは長すぎます。{{max}} 文字以内にしてください。",
  "password.tooCommon": "このパスワードはよく使われすぎています。推測されにくいものを選んでください。",
  "password.mismatch": "2 つのパスワードが一致しません。",
  "password.constraints": "パスワードは次の条件を満たす必要があります:",
  "password.rateLimited": "パスワードのリセット試行が多すぎます。しばらく待ってからもう一度お試しください。",
};
export default ja;
