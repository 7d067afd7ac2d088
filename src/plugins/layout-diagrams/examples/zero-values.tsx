import * as React from 'react';
import {Frame, Page, View, render} from 'react-figma';

const card = {width: 160, height: 96, backgroundColor: '#bcd3ff'};
const badge = {position: 'absolute', width: 24, height: 24, backgroundColor: '#c2410c'} as const;

render(
  <Page name="Zero values" isCurrent>
    <Frame name="top 0, right 0" style={card}>
      <View name="Badge" style={{...badge, top: 0, right: 0}} />
    </Frame>
    <Frame name="top 8, right 8" style={{...card, marginTop: 16}}>
      <View name="Badge" style={{...badge, top: 8, right: 8}} />
    </Frame>
  </Page>,
);
