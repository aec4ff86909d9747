import { type AreaPoint, decodeSearchArea, encodeSearchArea, MAX_AREA_POINTS } from '@keyhaven/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'
import { L } from './leaflet-map.ts'
import { areaProblem, clampLatitude, wrapLongitude } from './map-area.ts'

export interface AreaDrawingProps {
  map: L.Map | null
  /** The drawn area in force, as the URL says it (an encoded polyline), or none. */
  area: string | undefined
  /** A closed shape to search (its `area` parameter), or undefined to search without one. */
  onArea: (area: string | undefined) => void
  drawing: boolean
  onDrawing: (drawing: boolean) => void
}

/** A press that moves less than this many pixels is a tap (a corner), not a stroke drawn freehand. */
const TAP_PIXELS = 8
/** Points of a freehand stroke closer than this to the last one add nothing. */
const STROKE_STEP_PIXELS = 4

const toAreaPoint = (corner: L.LatLng): AreaPoint => ({
  latitude: clampLatitude(corner.lat),
  longitude: wrapLongitude(corner.lng),
})

/** A freehand stroke's outline with at most MAX_AREA_POINTS corners, simplified on screen (Douglas-Peucker). */
function strokeCorners(map: L.Map, stroke: L.Point[]): L.LatLng[] {
  let corners = stroke
  for (let tolerance = 2; corners.length > MAX_AREA_POINTS; tolerance *= 1.5) {
    corners = L.LineUtil.simplify(stroke, tolerance)
  }
  return corners.map((point) => map.containerPointToLatLng(point))
}

/**
 * Drawing a search area on the results map: a stroke drawn with a pointer, or a shape built corner by corner by
 * tapping the map or, without dragging (WCAG 2.2, 2.5.7), with "Add a point here" at the map's centre and the
 * pan buttons; Undo, Close the shape, Cancel, and Clear the area once one is searched.
 */
export function AreaDrawing({ map, area, onArea, drawing, onDrawing }: AreaDrawingProps) {
  const t = useT('search')
  const [corners, setCorners] = useState<L.LatLng[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const closeRef = useRef<(shape: L.LatLng[]) => void>(() => {})
  const helpId = useId()
  // The button pressed is replaced by the other set of controls: the focus follows to the first of them, once
  // the person has started or ended a drawing (not when the map first appears).
  const addPointRef = useRef<HTMLButtonElement>(null)
  const drawRef = useRef<HTMLButtonElement>(null)
  const movedFocus = useRef(false)
  useEffect(() => {
    if (!movedFocus.current) return
    movedFocus.current = false
    ;(drawing ? addPointRef : drawRef).current?.focus()
  }, [drawing])

  const close = (shape: L.LatLng[]) => {
    const encoded = encodeSearchArea(shape.map(toAreaPoint))
    const checked = decodeSearchArea(encoded)
    if (!checked.ok) {
      // What a shape the contract refuses needs, in the page's words.
      setProblem(t('draw.problem', { problem: areaProblem(t, checked.message) }))
      return
    }
    setCorners([])
    setProblem(null)
    setAnnouncement(t('draw.searched'))
    movedFocus.current = true
    onDrawing(false)
    onArea(encoded)
  }
  closeRef.current = close

  const addCorner = (corner: L.LatLng) => {
    if (corners.length >= MAX_AREA_POINTS) {
      setProblem(t('draw.tooManyPoints', { max: MAX_AREA_POINTS }))
      return
    }
    setProblem(null)
    setCorners([...corners, corner])
    setAnnouncement(t('draw.pointAdded', { number: corners.length + 1 }))
  }
  const addCornerRef = useRef(addCorner)
  addCornerRef.current = addCorner

  // The area in force, outlined on the map (while a new one is drawn, the new one is shown instead).
  useEffect(() => {
    if (!map || !area || drawing) return
    const decoded = decodeSearchArea(area)
    if (!decoded.ok) return
    const outline = L.polygon(
      decoded.area.points.map((point) => L.latLng(point.latitude, point.longitude)),
      { className: 'keyhaven-area', interactive: false },
    ).addTo(map)
    return () => {
      outline.remove()
    }
  }, [map, area, drawing])

  // The shape being drawn: its corners, the lines between them, and dashed the line that would close it.
  useEffect(() => {
    if (!map || !drawing || corners.length === 0) return
    const layers = L.layerGroup().addTo(map)
    L.polyline(corners, { className: 'keyhaven-draft', interactive: false }).addTo(layers)
    const [first] = corners
    const last = corners[corners.length - 1]
    if (first && last && corners.length >= 3) {
      L.polyline([last, first], { className: 'keyhaven-draft-closing', interactive: false }).addTo(layers)
    }
    for (const corner of corners) {
      L.circleMarker(corner, { className: 'keyhaven-draft-corner', radius: 5, interactive: false }).addTo(
        layers,
      )
    }
    return () => {
      layers.remove()
    }
  }, [map, drawing, corners])

  // While drawing, the map is not dragged: a press on it is a corner (a tap) or a stroke drawn freehand.
  useEffect(() => {
    if (!map || !drawing) return
    const container = map.getContainer()
    map.dragging.disable()
    container.classList.add('keyhaven-drawing')
    let stroke: L.Point[] | null = null
    let trace: L.Polyline | null = null
    const abandon = () => {
      stroke = null
      trace?.remove()
      trace = null
    }
    const onDown = (event: PointerEvent) => {
      if (!event.isPrimary) {
        // A second finger: a pinch to zoom, not a stroke.
        abandon()
        return
      }
      const target = event.target as Element
      if (event.button !== 0 || target.closest('.leaflet-control, .leaflet-marker-icon, .leaflet-popup'))
        return
      stroke = [map.mouseEventToContainerPoint(event)]
      container.setPointerCapture(event.pointerId)
    }
    const onMove = (event: PointerEvent) => {
      if (!stroke) return
      const point = map.mouseEventToContainerPoint(event)
      const last = stroke[stroke.length - 1]
      if (last && point.distanceTo(last) < STROKE_STEP_PIXELS) return
      stroke.push(point)
      const [start] = stroke
      if (!trace && start && point.distanceTo(start) >= TAP_PIXELS) {
        trace = L.polyline([], { className: 'keyhaven-draft', interactive: false }).addTo(map)
      }
      trace?.setLatLngs(stroke.map((p) => map.containerPointToLatLng(p)))
    }
    const onUp = (event: PointerEvent) => {
      if (!stroke) return
      const drawn = stroke
      stroke = null
      const freehand = trace !== null
      trace?.remove()
      trace = null
      if (container.hasPointerCapture(event.pointerId)) container.releasePointerCapture(event.pointerId)
      if (!freehand) {
        addCornerRef.current(map.mouseEventToLatLng(event))
        return
      }
      const shape = strokeCorners(map, drawn)
      setCorners(shape)
      closeRef.current(shape)
    }
    container.addEventListener('pointerdown', onDown)
    container.addEventListener('pointermove', onMove)
    container.addEventListener('pointerup', onUp)
    container.addEventListener('pointercancel', abandon)
    return () => {
      container.removeEventListener('pointerdown', onDown)
      container.removeEventListener('pointermove', onMove)
      container.removeEventListener('pointerup', onUp)
      container.removeEventListener('pointercancel', abandon)
      trace?.remove()
      container.classList.remove('keyhaven-drawing')
      map.dragging.enable()
    }
  }, [map, drawing])

  const start = () => {
    setCorners([])
    setProblem(null)
    setAnnouncement(t('draw.started'))
    movedFocus.current = true
    onDrawing(true)
  }
  const cancel = () => {
    setCorners([])
    setProblem(null)
    setAnnouncement(t('draw.cancelled'))
    movedFocus.current = true
    onDrawing(false)
  }
  const undo = () => {
    setProblem(null)
    setCorners((current) => current.slice(0, -1))
    setAnnouncement(t('draw.pointRemoved', { number: corners.length }))
  }
  const pan = (x: number, y: number) => {
    if (!map) return
    const size = map.getSize()
    // At once, so the next point lands where the cross is.
    map.panBy([(x * size.x) / 4, (y * size.y) / 4], { animate: false })
  }
  const clear = () => {
    setAnnouncement(t('draw.cleared'))
    onArea(undefined)
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {drawing ? (
        <>
          <p id={helpId} className="text-sm">
            {t('draw.help', { count: corners.length, max: MAX_AREA_POINTS })}
          </p>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t('draw.legend')}</legend>
            <button
              ref={addPointRef}
              type="button"
              className="btn btn-primary btn-sm"
              aria-describedby={helpId}
              onClick={() => map && addCorner(map.getCenter())}
            >
              {t('draw.addPoint')}
            </button>
            <fieldset className="join">
              <legend className="sr-only">{t('draw.pan')}</legend>
              <button type="button" className="btn join-item btn-sm" onClick={() => pan(0, -1)}>
                {t('draw.north')}
              </button>
              <button type="button" className="btn join-item btn-sm" onClick={() => pan(-1, 0)}>
                {t('draw.west')}
              </button>
              <button type="button" className="btn join-item btn-sm" onClick={() => pan(1, 0)}>
                {t('draw.east')}
              </button>
              <button type="button" className="btn join-item btn-sm" onClick={() => pan(0, 1)}>
                {t('draw.south')}
              </button>
            </fieldset>
            <button type="button" className="btn btn-sm" disabled={corners.length === 0} onClick={undo}>
              {t('draw.undo')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-neutral"
              disabled={corners.length < 3}
              onClick={() => close(corners)}
            >
              {t('draw.close')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={cancel}>
              {t('draw.cancel')}
            </button>
          </fieldset>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <button ref={drawRef} type="button" className="btn btn-sm btn-outline" onClick={start}>
            {area ? t('draw.startNew') : t('draw.start')}
          </button>
          {area && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={clear}>
              {t('draw.clear')}
            </button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="alert alert-warning alert-soft text-sm">
          {problem}
        </p>
      )}
    </div>
  )
}
