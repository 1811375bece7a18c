/**
 * The 16 px paths of the icons these screens use, bundled with the sdk: the first screen draws them without
 * waiting for Blueprint's whole 16 px set (about 100 KiB gzip). Any other icon still loads, with that set
 * (icon-loader.ts). icon-loader.test.ts keeps this list in step with the sources.
 */
import type { IconName } from '@blueprintjs/icons'
import iconAdd from '@blueprintjs/icons/lib/esm/generated/16px/paths/add.js'
import iconAirplane from '@blueprintjs/icons/lib/esm/generated/16px/paths/airplane.js'
import iconAreaOfInterest from '@blueprintjs/icons/lib/esm/generated/16px/paths/area-of-interest.js'
import iconArrowDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down.js'
import iconArrowLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'
import iconArrowRight from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js'
import iconArrowUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js'
import iconAutomaticUpdates from '@blueprintjs/icons/lib/esm/generated/16px/paths/automatic-updates.js'
import iconBankAccount from '@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js'
import iconBlank from '@blueprintjs/icons/lib/esm/generated/16px/paths/blank.js'
import iconCalendar from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js'
import iconCaretDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js'
import iconCaretLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-left.js'
import iconCaretRight from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-right.js'
import iconCaretUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-up.js'
import iconChat from '@blueprintjs/icons/lib/esm/generated/16px/paths/chat.js'
import iconChevronDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js'
import iconChevronLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js'
import iconChevronRight from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js'
import iconChevronUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js'
import iconCircle from '@blueprintjs/icons/lib/esm/generated/16px/paths/circle.js'
import iconClean from '@blueprintjs/icons/lib/esm/generated/16px/paths/clean.js'
import iconCloudTick from '@blueprintjs/icons/lib/esm/generated/16px/paths/cloud-tick.js'
import iconColumnLayout from '@blueprintjs/icons/lib/esm/generated/16px/paths/column-layout.js'
import iconCreditCard from '@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card.js'
import iconCross from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'
import iconCubeAdd from '@blueprintjs/icons/lib/esm/generated/16px/paths/cube-add.js'
import iconCube from '@blueprintjs/icons/lib/esm/generated/16px/paths/cube.js'
import iconDesktop from '@blueprintjs/icons/lib/esm/generated/16px/paths/desktop.js'
import iconDisable from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'
import iconDocument from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js'
import iconDoubleCaretVertical from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js'
import iconDownload from '@blueprintjs/icons/lib/esm/generated/16px/paths/download.js'
import iconDragHandleVertical from '@blueprintjs/icons/lib/esm/generated/16px/paths/drag-handle-vertical.js'
import iconDuplicate from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js'
import iconEdit from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'
import iconEnvelope from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'
import iconEraser from '@blueprintjs/icons/lib/esm/generated/16px/paths/eraser.js'
import iconError from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'
import iconExport from '@blueprintjs/icons/lib/esm/generated/16px/paths/export.js'
import iconEyeOff from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js'
import iconEyeOpen from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'
import iconFilterRemove from '@blueprintjs/icons/lib/esm/generated/16px/paths/filter-remove.js'
import iconFlash from '@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js'
import iconFloppyDisk from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'
import iconFolderOpen from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open.js'
import iconForm from '@blueprintjs/icons/lib/esm/generated/16px/paths/form.js'
import iconFullscreen from '@blueprintjs/icons/lib/esm/generated/16px/paths/fullscreen.js'
import iconFunction from '@blueprintjs/icons/lib/esm/generated/16px/paths/function.js'
import iconGridView from '@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view.js'
import iconGrid from '@blueprintjs/icons/lib/esm/generated/16px/paths/grid.js'
import iconHelp from '@blueprintjs/icons/lib/esm/generated/16px/paths/help.js'
import iconHistory from '@blueprintjs/icons/lib/esm/generated/16px/paths/history.js'
import iconHome from '@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'
import iconIdNumber from '@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js'
import iconImport from '@blueprintjs/icons/lib/esm/generated/16px/paths/import.js'
import iconInbox from '@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js'
import iconInfoSign from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'
import iconKey from '@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'
import iconLabTest from '@blueprintjs/icons/lib/esm/generated/16px/paths/lab-test.js'
import iconLayers from '@blueprintjs/icons/lib/esm/generated/16px/paths/layers.js'
import iconLayout from '@blueprintjs/icons/lib/esm/generated/16px/paths/layout.js'
import iconLink from '@blueprintjs/icons/lib/esm/generated/16px/paths/link.js'
import iconList from '@blueprintjs/icons/lib/esm/generated/16px/paths/list.js'
import iconLock from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'
import iconLogIn from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js'
import iconLogOut from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'
import iconMap from '@blueprintjs/icons/lib/esm/generated/16px/paths/map.js'
import iconMenu from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js'
import iconMinus from '@blueprintjs/icons/lib/esm/generated/16px/paths/minus.js'
import iconMobilePhone from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js'
import iconMoon from '@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js'
import iconMore from '@blueprintjs/icons/lib/esm/generated/16px/paths/more.js'
import iconMove from '@blueprintjs/icons/lib/esm/generated/16px/paths/move.js'
import iconMultiSelect from '@blueprintjs/icons/lib/esm/generated/16px/paths/multi-select.js'
import iconNewPerson from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-person.js'
import iconNotifications from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js'
import iconOffline from '@blueprintjs/icons/lib/esm/generated/16px/paths/offline.js'
import iconPause from '@blueprintjs/icons/lib/esm/generated/16px/paths/pause.js'
import iconPeople from '@blueprintjs/icons/lib/esm/generated/16px/paths/people.js'
import iconPerson from '@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'
import iconPhone from '@blueprintjs/icons/lib/esm/generated/16px/paths/phone.js'
import iconPlay from '@blueprintjs/icons/lib/esm/generated/16px/paths/play.js'
import iconPlus from '@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js'
import iconPrint from '@blueprintjs/icons/lib/esm/generated/16px/paths/print.js'
import iconRedo from '@blueprintjs/icons/lib/esm/generated/16px/paths/redo.js'
import iconRefresh from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'
import iconRemove from '@blueprintjs/icons/lib/esm/generated/16px/paths/remove.js'
import iconSaved from '@blueprintjs/icons/lib/esm/generated/16px/paths/saved.js'
import iconSearch from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'
import iconSelect from '@blueprintjs/icons/lib/esm/generated/16px/paths/select.js'
import iconSendMessage from '@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js'
import iconShield from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield.js'
import iconSmallCross from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js'
import iconSmallTick from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-tick.js'
import iconThList from '@blueprintjs/icons/lib/esm/generated/16px/paths/th-list.js'
import iconTickCircle from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'
import iconTick from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'
import iconTime from '@blueprintjs/icons/lib/esm/generated/16px/paths/time.js'
import iconTimelineBarChart from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart.js'
import iconTimelineEvents from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-events.js'
import iconTrash from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'
import iconUndo from '@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js'
import iconUnlock from '@blueprintjs/icons/lib/esm/generated/16px/paths/unlock.js'
import iconUser from '@blueprintjs/icons/lib/esm/generated/16px/paths/user.js'
import iconWarningSign from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'
import iconZoomIn from '@blueprintjs/icons/lib/esm/generated/16px/paths/zoom-in.js'
import iconZoomOut from '@blueprintjs/icons/lib/esm/generated/16px/paths/zoom-out.js'
import iconZoomToFit from '@blueprintjs/icons/lib/esm/generated/16px/paths/zoom-to-fit.js'

export const ICON_PATHS_16: Partial<Record<IconName, string[]>> = {
  add: iconAdd,
  airplane: iconAirplane,
  'area-of-interest': iconAreaOfInterest,
  'arrow-down': iconArrowDown,
  'arrow-left': iconArrowLeft,
  'arrow-right': iconArrowRight,
  'arrow-up': iconArrowUp,
  'automatic-updates': iconAutomaticUpdates,
  'bank-account': iconBankAccount,
  blank: iconBlank,
  calendar: iconCalendar,
  'caret-down': iconCaretDown,
  'caret-left': iconCaretLeft,
  'caret-right': iconCaretRight,
  'caret-up': iconCaretUp,
  chat: iconChat,
  'chevron-down': iconChevronDown,
  'chevron-left': iconChevronLeft,
  'chevron-right': iconChevronRight,
  'chevron-up': iconChevronUp,
  circle: iconCircle,
  clean: iconClean,
  'cloud-tick': iconCloudTick,
  'column-layout': iconColumnLayout,
  'credit-card': iconCreditCard,
  cross: iconCross,
  cube: iconCube,
  'cube-add': iconCubeAdd,
  desktop: iconDesktop,
  disable: iconDisable,
  document: iconDocument,
  'double-caret-vertical': iconDoubleCaretVertical,
  download: iconDownload,
  'drag-handle-vertical': iconDragHandleVertical,
  duplicate: iconDuplicate,
  edit: iconEdit,
  envelope: iconEnvelope,
  eraser: iconEraser,
  error: iconError,
  export: iconExport,
  'eye-off': iconEyeOff,
  'eye-open': iconEyeOpen,
  'filter-remove': iconFilterRemove,
  flash: iconFlash,
  'floppy-disk': iconFloppyDisk,
  'folder-open': iconFolderOpen,
  form: iconForm,
  fullscreen: iconFullscreen,
  function: iconFunction,
  grid: iconGrid,
  'grid-view': iconGridView,
  help: iconHelp,
  history: iconHistory,
  home: iconHome,
  'id-number': iconIdNumber,
  import: iconImport,
  inbox: iconInbox,
  'info-sign': iconInfoSign,
  key: iconKey,
  'lab-test': iconLabTest,
  layers: iconLayers,
  layout: iconLayout,
  link: iconLink,
  list: iconList,
  lock: iconLock,
  'log-in': iconLogIn,
  'log-out': iconLogOut,
  map: iconMap,
  menu: iconMenu,
  minus: iconMinus,
  'mobile-phone': iconMobilePhone,
  moon: iconMoon,
  more: iconMore,
  move: iconMove,
  'multi-select': iconMultiSelect,
  'new-person': iconNewPerson,
  notifications: iconNotifications,
  offline: iconOffline,
  pause: iconPause,
  people: iconPeople,
  person: iconPerson,
  phone: iconPhone,
  play: iconPlay,
  plus: iconPlus,
  print: iconPrint,
  redo: iconRedo,
  refresh: iconRefresh,
  remove: iconRemove,
  saved: iconSaved,
  search: iconSearch,
  select: iconSelect,
  'send-message': iconSendMessage,
  shield: iconShield,
  'small-cross': iconSmallCross,
  'small-tick': iconSmallTick,
  'th-list': iconThList,
  tick: iconTick,
  'tick-circle': iconTickCircle,
  time: iconTime,
  'timeline-bar-chart': iconTimelineBarChart,
  'timeline-events': iconTimelineEvents,
  trash: iconTrash,
  undo: iconUndo,
  unlock: iconUnlock,
  user: iconUser,
  'warning-sign': iconWarningSign,
  'zoom-in': iconZoomIn,
  'zoom-out': iconZoomOut,
  'zoom-to-fit': iconZoomToFit,
}
