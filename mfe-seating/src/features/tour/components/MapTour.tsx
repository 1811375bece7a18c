import { confirmDialog, prefersReducedMotion, session, useSession } from '@seats/sdk'
import type confetti from 'canvas-confetti'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { WORSHIPPERS_WIDTH } from '../../map-editor'
import { tourFactsOf, type MapContent } from '../tour-facts'
import {
  TOUR_END_DELAY_MS,
  TOUR_START_DELAY_MS,
  TOUR_STEP_DONE_DELAY_MS,
  followFacts,
  isTourOver,
  moveStep,
  offersTour,
  openTour,
  tourSteps,
  type TourFacts,
  type TourProgress,
  type TourStepId,
} from '../tour-flow'
import { tourStorage } from '../tour-storage'
import { tourTexts } from '../tour-texts'
import { useOwnReports } from '../use-own-reports'
import { usePhoneLine } from '../use-phone-line'
import '../tour.css'

// Most wardens never see the tour: its cards, dialog, API and confetti load when it first shows.
const TourStepCard = lazy(() => import('./TourStepCard').then((m) => ({ default: m.TourStepCard })))
const CallStep = lazy(() => import('./CallStep').then((m) => ({ default: m.CallStep })))
const AislesAnimation = lazy(() => import('./AislesAnimation').then((m) => ({ default: m.AislesAnimation })))
const TourEndDialog = lazy(() => import('./TourEndDialog').then((m) => ({ default: m.TourEndDialog })))
const markAsNotNew = (userId: number) =>
  void import('../tour-api').then(({ tourApi }) => tourApi.markAsNotNew(userId))

const TOP_BAR = '.shell-topbar'
const TOOLBAR = '.me-toolbar'
const MAP = '.me-board'

/**
 * The controls each step points at (`data-tour` marks on the map screen), first found wins, and what else
 * the step has the user look at or use: the app's top bar, the map's toolbar (its menus open from it) and
 * the map being built.
 */
const anchors: Record<TourStepId, { selectors: string[]; keepClear: string[] }> = {
  createMap: { selectors: ['[data-tour="create-map"]', '[data-tour="maps"]'], keepClear: [TOP_BAR] },
  // On a phone the tools are in one menu.
  aisles: {
    selectors: ['[data-tour="aisle-tool"]', '[data-tour="tools"]'],
    keepClear: [TOP_BAR, TOOLBAR, MAP],
  },
  worshippers: { selectors: ['[data-tour="worshippers"]'], keepClear: [TOP_BAR, TOOLBAR, MAP] },
  drag: { selectors: ['[data-tour="worshippers"]'], keepClear: [TOP_BAR, TOOLBAR, MAP] },
  call: {
    selectors: ['[data-tour="date-tools"]', '[data-tour="map-grid"]'],
    keepClear: [TOP_BAR, TOOLBAR, MAP],
  },
}

/** The map screen's content: still loading (null), no map at all ('none'), or the open map. */
export type TourMapContent = MapContent | 'none' | null

export interface MapTourState {
  /** The worshippers panel's width: wider while the tour is on. */
  worshippersWidth: number
  element: React.ReactNode
}

/**
 * The default confetti cannon draws in a worker started from a blob: URL, which the CSP (rightly) refuses.
 * This one draws on the page; it creates its own full-screen canvas and removes it when done.
 */
let cannon: Promise<confetti.CreateTypes> | null = null
function celebrate() {
  // Reduced motion: no confetti at all, not even its canvas; the end dialog follows as usual.
  if (prefersReducedMotion()) return
  cannon ??= import('canvas-confetti').then(({ default: cannons }) =>
    cannons.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true }),
  )
  void cannon.then((fire) => fire({ particleCount: 160, spread: 80, origin: { y: 0.35 } }))
}

/**
 * The guided tour on the map screen (/map/:id?), for new users who are not demo guests. It appears two
 * seconds after the map id changes, follows what the user does on the map, and ends with the user's own
 * phone report: confetti, then (four seconds later) not-new and the end dialog.
 */
export function useMapTour(routeKey: string, content: TourMapContent): MapTourState {
  const { user, tourEndAfterRegistration } = useSession()
  const eligible = offersTour(user)
  const userId = user?.id ?? null
  const userPhone = user?.phone ?? ''
  const [progress, setProgress] = useState<TourProgress | null>(null)
  const [shown, setShown] = useState(false)
  const [reportedLive, setReportedLive] = useState(false)
  const [ending, setEnding] = useState<'none' | 'report' | 'registered'>('none')
  /** A tour that starts fresh greets the user on its first card. */
  const [welcome, setWelcome] = useState(false)
  const showTimer = useRef<number | null>(null)
  const endTimer = useRef<number | null>(null)

  const facts = useMemo<TourFacts | null>(
    () =>
      content === null ? null : tourFactsOf(content === 'none' ? null : content, userPhone, reportedLive),
    [content, userPhone, reportedLive],
  )
  const factsRef = useRef<TourFacts | null>(null)

  const showAfter = useCallback((ms: number) => {
    if (showTimer.current !== null) window.clearTimeout(showTimer.current)
    setShown(false)
    showTimer.current = window.setTimeout(() => {
      showTimer.current = null
      setShown(true)
    }, ms)
  }, [])

  // A new user's progress is read once per user; another account on this browser has its own.
  useEffect(() => {
    setProgress(null)
    factsRef.current = null
  }, [userId])

  // Two seconds after the map id changes (seed §4).
  useEffect(() => {
    if (!eligible) {
      setShown(false)
      return
    }
    showAfter(TOUR_START_DELAY_MS)
  }, [routeKey, eligible, showAfter])

  useEffect(
    () => () => {
      if (showTimer.current !== null) window.clearTimeout(showTimer.current)
      if (endTimer.current !== null) window.clearTimeout(endTimer.current)
    },
    [],
  )

  const update = useCallback(
    (next: TourProgress) => {
      setProgress(next)
      if (userId !== null) tourStorage.save(userId, next)
    },
    [userId],
  )

  const finish = useCallback(
    (withConfetti: boolean) => {
      if (userId === null || endTimer.current !== null) return
      if (withConfetti) celebrate()
      endTimer.current = window.setTimeout(
        () => {
          markAsNotNew(userId)
          setEnding('report')
        },
        withConfetti ? TOUR_END_DELAY_MS : 0,
      )
    },
    [userId],
  )

  // Open the tour once the screen knows its content, then follow every change of it.
  useEffect(() => {
    if (!facts || userId === null || !eligible) return
    const before = factsRef.current
    factsRef.current = facts
    if (!progress) {
      const saved = tourStorage.load(userId)
      const opened = openTour(saved, facts)
      setWelcome(saved === null)
      update(opened)
      if (!opened.dismissed && isTourOver(opened)) finish(false)
      return
    }
    if (!before) return
    const change = followFacts(progress, before, facts)
    if (change.progress === progress) return
    setWelcome(false)
    update(change.progress)
    if (change.celebrate) finish(true)
    else if (!isTourOver(change.progress)) showAfter(TOUR_STEP_DONE_DELAY_MS)
  }, [facts, progress, userId, eligible, update, finish, showAfter])

  // The user's own report, for any date (the map may show another one).
  const markReported = useCallback(() => setReportedLive(true), [])
  useOwnReports(content && content !== 'none' ? content.persons : null, eligible, markReported)

  // After a guest registered: the end modal, once.
  useEffect(() => {
    if (!tourEndAfterRegistration) return
    session.setTourEndAfterRegistration(false)
    setEnding('registered')
  }, [tourEndAfterRegistration])

  const running = eligible && !!progress && !isTourOver(progress)
  const visible = running && shown
  const stepId = progress ? tourSteps[progress.step] : undefined
  const phoneLine = usePhoneLine(running || ending !== 'none')

  const skip = async () => {
    const confirmed = await confirmDialog({
      title: tourTexts.skipTitle,
      text: tourTexts.skipText,
      confirmText: tourTexts.skipConfirm,
      cancelText: tourTexts.skipCancel,
      intent: 'primary',
    })
    if (!confirmed || !progress || userId === null) return
    update({ ...progress, dismissed: true })
    markAsNotNew(userId)
  }

  const texts = tourTexts.stepsFor(!!user?.hasCompletedDemo)
  let card: React.ReactNode = null
  if (visible && progress && stepId) {
    const anchor = anchors[stepId]
    const common = {
      anchors: anchor.selectors,
      keepClear: anchor.keepClear,
      stepNumber: progress.step + 1,
      total: tourSteps.length,
      onSkip: () => void skip(),
      onBack: progress.step > 0 ? () => (setWelcome(false), update(moveStep(progress, -1))) : undefined,
      welcome: welcome
        ? user?.hasCompletedDemo
          ? { title: tourTexts.welcomeBack, detail: tourTexts.welcomeBackDetail }
          : { title: tourTexts.welcome, detail: tourTexts.welcomeDetail }
        : null,
    }
    card =
      stepId === 'call' ? (
        <TourStepCard key={stepId} {...common} title={texts.call.title}>
          <CallStep body={texts.call.body} phoneLine={phoneLine} />
        </TourStepCard>
      ) : (
        <TourStepCard
          key={stepId}
          {...common}
          title={texts[stepId].title}
          onNext={() => (setWelcome(false), update(moveStep(progress, 1)))}
        >
          <p>{texts[stepId].body}</p>
          {stepId === 'aisles' ? <AislesAnimation /> : null}
        </TourStepCard>
      )
  }

  return {
    worshippersWidth: running ? WORSHIPPERS_WIDTH.tour : WORSHIPPERS_WIDTH.normal,
    element: (
      <Suspense fallback={null}>
        {card}
        {ending !== 'none' ? (
          <TourEndDialog
            isOpen
            registered={ending === 'registered'}
            phoneDisplay={phoneLine.status === 'ready' ? phoneLine.line.display : null}
            onClose={() => setEnding('none')}
          />
        ) : null}
      </Suspense>
    ),
  }
}
