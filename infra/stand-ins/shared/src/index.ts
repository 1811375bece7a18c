export { closeHttp, closeOnce, listenHttp } from './http-server'
export { urlHost } from './url-host'
