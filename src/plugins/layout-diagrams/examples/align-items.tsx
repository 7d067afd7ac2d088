import * as React from 'react';
import {Page, Text, View, render} from 'react-figma';

const column = {width: 240, padding: 8, backgroundColor: '#bcd3ff'};
const chip = {padding: 8, backgroundColor: '#ffd9a8'};

render(
  <Page name="alignItems" isCurrent>
    <View name="No alignItems" style={column}>
      <View name="Chip" style={chip}>
        <Text>flex-start</Text>
      </View>
    </View>
    <View name="alignItems stretch" style={{...column, alignItems: 'stretch', marginTop: 16}}>
      <View name="Chip" style={chip}>
        <Text>stretch</Text>
      </View>
    </View>
  </Page>,
);
