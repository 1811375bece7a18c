export { LobbyScreenDialog } from './LobbyScreenDialog'
export { lobbyScreensTexts } from './lobby-screens-texts'
