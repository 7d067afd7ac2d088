import * as React from 'react';
import {Page, Text, View, render} from 'react-figma';

const column = {width: 240, height: 72, padding: 8, backgroundColor: '#bcd3ff'};
const fill = {flex: 1, backgroundColor: '#ffd9a8'};

render(
  <Page name="flex 1" isCurrent>
    <View name="Column" style={column}>
      <View name="Fill" style={fill}>
        <Text>flex: 1</Text>
      </View>
    </View>
    <View name="Column, stretch" style={{...column, marginTop: 16}}>
      <View name="Fill" style={{...fill, alignSelf: 'stretch'}}>
        <Text>alignSelf: 'stretch'</Text>
      </View>
    </View>
    <View name="Column, no children" style={{...column, marginTop: 16}}>
      <View name="Fill" style={fill} />
    </View>
  </Page>,
);
