import { Button, ExportButtons, useNavigate } from '@seats/sdk'
import type { Season } from '@seats/contracts'
import { householdsApi } from '../../households'
import { mapsApi } from '../../maps'
import { personsApi } from '../../persons'
import { seatCardsOf } from './seat-cards'
import { householdSeatsSheet } from './household-seats-sheet'
import { seatCardsTexts } from './seat-cards-texts'

/**
 * The season on paper: the seat cards to print and cut, and the households with their seats as a file. The
 * season's map prints per area from the map screen's print menu, like any map.
 */
export function SeasonPaper({ season }: { season: Season }) {
  const navigate = useNavigate()
  const table = async () => {
    const [map, persons, households] = await Promise.all([
      mapsApi.get(season.mapId),
      personsApi.list(),
      householdsApi.list(),
    ])
    return householdSeatsSheet(season.name, households, seatCardsOf(map, persons))
  }
  return (
    <div className="season-panel__actions">
      <Button
        icon="id-number"
        variant="outlined"
        text={seatCardsTexts.title}
        onClick={() => navigate(`/seasons/${season.id}/cards`)}
      />
      <ExportButtons
        table={table}
        fileName={`משפחות ומקומות - ${season.name}`}
        label="ייצוא המשפחות והמקומות"
      />
    </div>
  )
}
